import { type DefaultTreeAdapterMap, parse } from 'parse5'

type Node = DefaultTreeAdapterMap['node']
export type Element = DefaultTreeAdapterMap['element']

const isElement = (node: Node): node is Element => 'tagName' in node

function* walk(node: Node): Generator<Element> {
  if (isElement(node)) yield node
  const children = 'childNodes' in node ? node.childNodes : []
  for (const child of children) yield* walk(child)
  if ('content' in node) yield* walk(node.content)
}

/**
 * A page as a browser parses it (parse5 follows the HTML standard), so a test
 * sees where each element really starts and ends: text that closed a script
 * early would show here as a second element.
 */
export function parsePage(html: string) {
  const all = [...walk(parse(html))]
  const select = (tagName: string, attributes: Record<string, string> = {}) =>
    all.filter(
      (element) =>
        element.tagName === tagName &&
        Object.entries(attributes).every(
          ([name, value]) => attributeOf(element, name) === value,
        ),
    )
  /** The first such element; the test fails when there is none. */
  const one = (tagName: string, attributes: Record<string, string> = {}) => {
    const [element] = select(tagName, attributes)
    if (!element) {
      throw new Error(`no <${tagName}> with ${JSON.stringify(attributes)}`)
    }
    return element
  }
  return { all, select, one }
}

export function attributeOf(element: Element, name: string) {
  return element.attrs.find((attribute) => attribute.name === name)?.value
}

/** The text inside an element, as its child text nodes hold it. */
export function textOf(element: Element): string {
  return element.childNodes
    .map((child) =>
      'value' in child && child.nodeName === '#text'
        ? child.value
        : isElement(child)
          ? textOf(child)
          : '',
    )
    .join('')
}
