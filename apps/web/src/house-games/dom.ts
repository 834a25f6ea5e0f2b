// Building the pages' DOM and SVG in code, and the page's one message line.
const SVG_NS = 'http://www.w3.org/2000/svg';

type AttributeValue = string | number | boolean | null | undefined | EventListener;
/** Attributes of a built node: `text` sets its text, `on…` adds a listener, false/null/undefined leave it out. */
export type Attributes = Record<string, AttributeValue>;
type Child = Node | string | null | undefined;

/** The element of the page with that id; the pages are built by the server, so a missing one is a bug. */
export const byId = <T extends HTMLElement = HTMLElement>(id: string): T => document.getElementById(id) as T;

function build<T extends Element>(node: T, attrs: Attributes = {}, children: Child[] = []): T {
  Object.entries(attrs).forEach(([key, value]) => {
    if (value === undefined || value === null || value === false) return;
    if (key === 'text') node.textContent = String(value);
    else if (key.startsWith('on')) node.addEventListener(key.slice(2), value as EventListener);
    else node.setAttribute(key, String(value));
  });
  children.forEach((child) => child !== null && child !== undefined && node.append(child));
  return node;
}

/** <tag attrs>children</tag>. */
export const el = <K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs?: Attributes,
  children?: Child[],
): HTMLElementTagNameMap[K] => build(document.createElement(tag), attrs, children);

export const svg = <K extends keyof SVGElementTagNameMap>(
  tag: K,
  attrs?: Attributes,
  children?: Child[],
): SVGElementTagNameMap[K] => build(document.createElementNS(SVG_NS, tag), attrs, children);

export type MessageKind = 'error' | 'win' | '';

export function message(text: string, kind: MessageKind = ''): void {
  const node = document.getElementById('message');
  if (!node) return;
  node.textContent = text || '';
  node.className = `message${kind ? ` ${kind}` : ''}`;
}
