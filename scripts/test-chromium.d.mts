/** The Chromium binary the browser tests and the JavaScript budget launch. */
export function testChromium(): string
