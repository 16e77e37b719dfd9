/** Smooth scrolling only for visitors who have not asked for reduced motion (WCAG 2.3.3). */
export function preferredScrollBehavior(): ScrollBehavior {
  if (typeof window === 'undefined' || !window.matchMedia) return 'auto'
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth'
}

/** Scrolls to the top and moves keyboard focus to the main content without jumping twice. */
export function scrollToTopAndFocusMain() {
  window.scrollTo({ top: 0, left: 0, behavior: preferredScrollBehavior() })
  document.getElementById('main-content')?.focus({ preventScroll: true })
}
