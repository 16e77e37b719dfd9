/**
 * The number to show when the visitor's country is unknown: it works across the EU, Cyprus
 * included. Its own module so that pages can link to it without loading the country tables.
 */
export const DEFAULT_EMERGENCY_NUMBER = '112'
