/**
 * Moves the focus to the first field in `container` that shows a message, and scrolls it into view (WCAG
 * 2.2 SC 3.3.1: the user is taken to what needs fixing). Inputs with a message are aria-invalid; a group
 * (radios) carries its message beside its inputs, so its first input is taken. False when none shows one.
 */
export function focusFirstError(container: HTMLElement | null): boolean {
  if (container === null) {
    return false;
  }
  const invalid = container.querySelector<HTMLElement>('[aria-invalid="true"]');
  const message = container.querySelector<HTMLElement>('.mantine-InputWrapper-error');
  const grouped = message
    ?.closest('.mantine-InputWrapper-root')
    ?.querySelector<HTMLElement>('input, textarea, select, button');
  const candidates = [invalid, grouped].filter((element): element is HTMLElement => Boolean(element));
  // The one earlier in the page wins.
  const [first] = candidates.sort((a, b) =>
    a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1,
  );
  if (first === undefined) {
    return false;
  }
  first.focus({ preventScroll: true });
  first.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  return true;
}
