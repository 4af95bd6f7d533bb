/// <reference lib="dom" />
/** The few DOM helpers the example pages share: lookups, escaping, and the live region that reads events out. */

/** The element with an id; the pages' HTML has every id they ask for. */
export function byId(id: string): HTMLElement {
  const element = document.getElementById(id);
  if (element === null) throw new Error(`the page has no #${id}`);
  return element;
}

/** A button by id. */
export function buttonById(id: string): HTMLButtonElement {
  return byId(id) as HTMLButtonElement;
}

/** Text made safe to put inside HTML. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** Says a sentence to screen readers through the page's polite live region (`#announce`). */
export function announce(text: string): void {
  const region = byId('announce');
  region.textContent = text;
}

/** Appends lines to a log list, keeping it scrolled to the end, and marks them new for a short highlight. */
export function appendLog(list: HTMLElement, lines: readonly string[]): void {
  for (const line of lines) {
    const item = document.createElement('li');
    item.textContent = line;
    item.className = 'new';
    list.append(item);
  }
  list.scrollTop = list.scrollHeight;
}

/**
 * Waits for a number of milliseconds, or less when the signal is aborted (a "skip"). It always yields to the
 * event loop, even for 0 ms, so that a playback is many short tasks and the page stays responsive.
 */
export function pause(milliseconds: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, signal?.aborted === true ? 0 : Math.max(0, milliseconds));
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}
