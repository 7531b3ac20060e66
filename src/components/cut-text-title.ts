import type { PointerEvent } from 'react';

const AUTO_TITLE = 'data-cut-text';

/**
 * A pointerover handler for a table: text that CSS cut with an ellipsis gets its whole text as
 * a `title` on hover (set only then: measuring every cell on render would cost a layout per
 * cell). A title the element already has is kept; one set here follows the text and goes once
 * the text fits.
 */
export function titleCutTextOnHover(event: PointerEvent<HTMLElement>) {
  const cell = event.target instanceof Element ? event.target.closest('td') : null;
  if (!cell) return;
  for (
    let node: Element | null = event.target as Element;
    node && node !== cell.parentElement;
    node = node.parentElement
  ) {
    if (!(node instanceof HTMLElement)) continue;
    const auto = node.hasAttribute(AUTO_TITLE);
    if (node.hasAttribute('title') && !auto) return;
    const cut = node.clientWidth > 0 && node.scrollWidth > node.clientWidth + 1;
    const text = node.textContent?.trim() ?? '';
    if (cut && text !== '') {
      node.setAttribute('title', text);
      node.setAttribute(AUTO_TITLE, '');
      return;
    }
    if (auto) {
      node.removeAttribute('title');
      node.removeAttribute(AUTO_TITLE);
    }
  }
}
