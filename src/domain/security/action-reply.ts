/**
 * Whether a server action's body is one React's reply decoder takes without throwing.
 *
 * A server action's arguments arrive as React encodes them: text that is a JSON array, or a
 * multipart body whose part `0` is that JSON and whose other parts hold what it references by
 * `$`-strings (outlined objects `$1`, Maps `$Q1`, blobs `$B1`, ...). The decoder in Next throws on
 * a reference to a missing part, to a part of the wrong kind, on a path that leads nowhere, on
 * JSON nested too deep for its reviver, and Next answers every such throw with a 500. A browser
 * never sends those, so the proxy refuses them first (400).
 *
 * The check follows React's decoder (react-server-dom-webpack's `parseModelString`) for what our
 * clients send (inline values, outlined objects and arrays, Maps, Sets, iterators, FormData,
 * blobs, temporary references) and refuses what none of our actions takes: server references,
 * streams, async iterables and typed arrays as arguments. Its work is bounded by the body's size.
 */

/** One part of a multipart body: its text, or a file. */
export type ReplyPart = string | { readonly isFile: true }

/** Nesting deeper than this is refused before parsing (the decoder's reviver recurses). */
export const MAX_REPLY_DEPTH = 128
/** References one body may make, at most (each is a look-up and a walk). */
const MAX_REFERENCES = 10_000

type Context = {
  readonly parts: ReadonlyMap<string, ReplyPart>
  /** Prefix of this reply's part names: '' for a fetch action, `$ACTION_1:` for a form's bound arguments. */
  readonly prefix: string
  /** Fetch actions have temporary references (`$T`); forms posted without JavaScript have none. */
  readonly hasTemporaryReferences: boolean
  /** The part holding the arguments: a Map, Set or iterator cannot be made of it (it is still being decoded). */
  readonly rootId: number
}

/** A text action body: a JSON array of inline values (there are no parts to reference). */
export function isDecodableTextReply(body: string): boolean {
  const root = parseModel(body)
  return (
    Array.isArray(root) &&
    new ReplyWalk({ parts: new Map(), prefix: '', hasTemporaryReferences: true, rootId: 0 }).walk(root)
  )
}

/** A multipart fetch action body: part `0` holds the arguments. */
export function isDecodableMultipartReply(parts: ReadonlyMap<string, ReplyPart>): boolean {
  const walk = new ReplyWalk({ parts, prefix: '', hasTemporaryReferences: true, rootId: 0 })
  const root = walk.model(0)
  return root !== undefined && walk.walk(root)
}

/**
 * A form posted without JavaScript: each `$ACTION_REF_n` names the action and its bound arguments
 * in `$ACTION_n:0` (`{ id, bound }`, bound being `$@k` or null) and `$ACTION_n:k`.
 */
export function isDecodableFormAction(parts: ReadonlyMap<string, ReplyPart>): boolean {
  for (const name of parts.keys()) {
    const reference = /^\$ACTION_REF_(.*)$/.exec(name)?.[1]
    if (reference === undefined) continue
    const prefix = `$ACTION_${reference}:`
    const meta = new ReplyWalk({ parts, prefix, hasTemporaryReferences: false, rootId: 0 }).model(0)
    if (!isPlainObject(meta) || typeof meta.id !== 'string') return false
    if (meta.bound === null || meta.bound === undefined) continue
    const bound = typeof meta.bound === 'string' ? /^\$@([0-9a-f]+)$/i.exec(meta.bound)?.[1] : undefined
    if (bound === undefined) return false
    const walk = new ReplyWalk({ parts, prefix, hasTemporaryReferences: false, rootId: parseInt(bound, 16) })
    const args = walk.model(parseInt(bound, 16))
    if (!Array.isArray(args) || !walk.walk(args)) return false
  }
  return true
}

/** True when JSON text nests deeper than `max` (brackets outside strings); linear, parses nothing. */
export function isNestedDeeperThan(text: string, max: number): boolean {
  let depth = 0
  let isInString = false
  for (let index = 0; index < text.length; index++) {
    const character = text[index]
    if (isInString) {
      if (character === '\\') index++
      else if (character === '"') isInString = false
    } else if (character === '"') isInString = true
    else if (character === '[' || character === '{') {
      if (++depth > max) return true
    } else if (character === ']' || character === '}') depth--
  }
  return false
}

function parseModel(text: string): unknown {
  if (isNestedDeeperThan(text, MAX_REPLY_DEPTH)) return undefined
  try {
    return JSON.parse(text) as unknown
  } catch {
    return undefined
  }
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** Inline `$`-values that need no part: `$$` text, Infinity, -0, NaN, undefined, dates, hints. */
const INLINE = /^\$(?:\$|I|N|u|H|-|D)/
const HEX_REFERENCE = /^[0-9a-f]+(?::[^:]*)*$/i
/** An outlined value: `$` and a hexadecimal part id (A, B and D are typed arrays, blobs and dates). */
const OUTLINED = /^\$[0-9a-fCEF]/
/** References our clients never send as action arguments: server references, streams, typed arrays, async iterables. */
const REFUSED_KINDS = new Set([
  'h',
  'R',
  'r',
  'X',
  'x',
  'A',
  'O',
  'o',
  'U',
  'S',
  's',
  'L',
  'l',
  'G',
  'g',
  'M',
  'm',
  'V',
])

class ReplyWalk {
  private readonly models = new Map<number, unknown>()
  private readonly consumed = new Set<string>()
  private readonly walked = new Set<number>()
  private references = 0

  constructor(private readonly context: Context) {}

  /** The parsed JSON of part `id`, or undefined when it is missing, a file, not JSON or too deep. */
  model(id: number): unknown {
    if (this.models.has(id)) return this.models.get(id)
    const part = this.context.parts.get(this.partName(id))
    const model = typeof part === 'string' ? parseModel(part) : undefined
    this.models.set(id, model)
    return model
  }

  private partName(id: number): string {
    return `${this.context.prefix}${id}`
  }

  /** Every `$`-string reachable from `root` decodes; iterative, so no depth can overflow the stack. */
  walk(root: unknown): boolean {
    const pending: unknown[] = [root]
    while (pending.length > 0) {
      const value = pending.pop()
      if (typeof value === 'string') {
        if (value.startsWith('$') && !this.isDecodable(value, pending)) return false
      } else if (Array.isArray(value)) {
        pending.push(...value)
      } else if (isPlainObject(value)) {
        pending.push(...Object.values(value))
      }
    }
    return true
  }

  private isDecodable(value: string, pending: unknown[]): boolean {
    if (++this.references > MAX_REFERENCES) return false
    const kind = value[1] ?? ''
    const rest = value.slice(2)
    if (INLINE.test(value)) return kind !== 'D' || rest.length <= 64
    if (REFUSED_KINDS.has(kind)) return false
    switch (kind) {
      case 'T':
        return this.context.hasTemporaryReferences
      case 'n':
        return /^-?\d{1,300}$/.test(rest)
      case 'K':
        return /^[0-9a-f]+$/i.test(rest)
      case 'B':
        return (
          /^[0-9a-f]+$/i.test(rest) && typeof this.context.parts.get(this.partName(parseInt(rest, 16))) === 'object'
        )
      case '@':
        return /^[0-9a-f]+$/i.test(rest) && this.follow(rest, pending) !== MISSING
      case 'Q':
      case 'W':
      case 'i': {
        // A Map, Set or iterator is made from an array, once, and not from the arguments themselves.
        if (!HEX_REFERENCE.test(rest) || this.consumed.has(rest)) return false
        if (parseInt(rest.split(':')[0] ?? '', 16) === this.context.rootId) return false
        this.consumed.add(rest)
        return Array.isArray(this.follow(rest, pending))
      }
      default:
        return HEX_REFERENCE.test(value.slice(1)) && this.follow(value.slice(1), pending) !== MISSING
    }
  }

  /**
   * The value a reference `id[:key...]` points at (its part is walked once), or MISSING when the
   * part is missing or the path leads through something that is not a plain object or array.
   */
  private follow(reference: string, pending: unknown[]): unknown {
    const [head = '', ...path] = reference.split(':')
    const id = parseInt(head, 16)
    const model = this.model(id)
    if (model === undefined) return MISSING
    if (!this.walked.has(id)) {
      this.walked.add(id)
      pending.push(model)
    }
    return this.resolved(stepInto(model, path))
  }

  /** An outlined value (`$1`, `$1:a`) as what it references; anything else as it is. */
  private resolved(value: unknown): unknown {
    let current = value
    for (let hops = 0; hops < 32; hops++) {
      if (current === MISSING || typeof current !== 'string' || !OUTLINED.test(current)) return current
      const [head = '', ...path] = current.slice(1).split(':')
      const model = this.model(parseInt(head, 16))
      current = model === undefined ? MISSING : stepInto(model, path)
    }
    return MISSING
  }
}

/** What a reference that leads nowhere resolves to. */
const MISSING = Symbol('missing')

/** The value at `path` inside a model (own keys of plain objects and arrays only), or MISSING. */
function stepInto(model: unknown, path: readonly string[]): unknown {
  let value = model
  for (const key of path) {
    if (!(Array.isArray(value) || isPlainObject(value)) || !Object.hasOwn(value, key)) return MISSING
    value = (value as Record<string, unknown>)[key]
  }
  return value
}
