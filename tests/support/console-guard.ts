// Fails a test that writes to console.error unless the test said it expects that line. Loaded as
// a Vitest setup file by the unit and integration projects (vitest.config.ts): an error logged
// while a test passes is a bug the test would otherwise hide (a failed render, a swallowed
// exception, a mail that did not go out).
import { afterAll, afterEach, beforeEach } from 'vitest'

type Expectation = { pattern: RegExp; seen: number }

const writeError = console.error.bind(console)
let expectations: Expectation[] = []
let unexpected: string[] = []
let outsideTests: string[] = []
let isInTest = false

function describeValue(value: unknown): string {
  if (typeof value === 'string') return value
  if (value instanceof Error) return `${value.name}: ${value.message}`
  try {
    return JSON.stringify(value) ?? String(value)
  } catch {
    return String(value)
  }
}

console.error = (...args: unknown[]) => {
  const line = args.map(describeValue).join(' ')
  const expectation = isInTest ? expectations.find(({ pattern }) => pattern.test(line)) : undefined
  if (expectation) {
    expectation.seen += 1
    return
  }
  ;(isInTest ? unexpected : outsideTests).push(line)
  writeError(...args)
}

/**
 * Lets the current test write console.error lines matching `pattern`, and fails it if none is
 * written: the test states the error it provokes. Matching lines are not printed.
 */
export function expectConsoleError(pattern: RegExp): void {
  if (!isInTest) throw new Error('expectConsoleError() belongs inside a test')
  expectations.push({ pattern, seen: 0 })
}

beforeEach(() => {
  isInTest = true
  expectations = []
  unexpected = []
})

afterEach(() => {
  isInTest = false
  const missing = expectations.filter(({ seen }) => seen === 0).map(({ pattern }) => String(pattern))
  const problems = [
    ...unexpected.map((line) => `unexpected console.error: ${line}`),
    ...missing.map((pattern) => `expected a console.error matching ${pattern}, none was written`),
  ]
  if (problems.length > 0) throw new Error(problems.join('\n'))
})

afterAll(() => {
  if (outsideTests.length > 0) {
    const lines = outsideTests.map((line) => `console.error outside a test: ${line}`)
    outsideTests = []
    throw new Error(lines.join('\n'))
  }
})
