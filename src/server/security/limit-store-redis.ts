import 'server-only'

import { createHash } from 'node:crypto'

import type { Redis } from 'ioredis'

import type { LimitCount, LimitCounts } from './rate-limit'

/**
 * Counts in Redis, shared by every app server. One hash per key: `hits`, `window` (when the window
 * ends, in ms) and one field `r:<token>` per open reservation holding when it lapses. Every change
 * is one Lua script, so it is atomic; times come from Redis's clock, so app servers whose clocks
 * differ agree. The hash expires with its window or its last reservation, whichever is later.
 */

/** Reads the key into hits, window and open reservations (lapsed ones deleted; first the reservation `drop`, if named). */
const READ = `
local clock = redis.call('TIME')
local now = tonumber(clock[1]) * 1000 + math.floor(tonumber(clock[2]) / 1000)
if drop then redis.call('HDEL', KEYS[1], 'r:' .. drop) end
local hits, windowEndsAt, reservations, firstLapse, lastLapse = 0, 0, 0, 0, 0
local fields = redis.call('HGETALL', KEYS[1])
for i = 1, #fields, 2 do
  local name, value = fields[i], tonumber(fields[i + 1])
  if name == 'hits' then hits = value
  elseif name == 'window' then windowEndsAt = value
  elseif value <= now then redis.call('HDEL', KEYS[1], name)
  else
    reservations = reservations + 1
    if firstLapse == 0 or value < firstLapse then firstLapse = value end
    if value > lastLapse then lastLapse = value end
  end
end
if windowEndsAt <= now then hits = 0 end
local function count()
  return { hits, hits > 0 and windowEndsAt - now or 0, reservations, firstLapse > 0 and firstLapse - now or 0 }
end
local function keep()
  redis.call('PEXPIREAT', KEYS[1], math.max(hits > 0 and windowEndsAt or 0, lastLapse, now + 1))
end
local function add(points)
  if hits == 0 then
    windowEndsAt = now + tonumber(windowMs)
    redis.call('HSET', KEYS[1], 'hits', points, 'window', windowEndsAt)
  else
    redis.call('HINCRBY', KEYS[1], 'hits', points)
  end
  hits = hits + points
  keep()
end
`

/** ARGV: points, window ms. Answers the count after the hit. */
const HIT = `local drop, windowMs = nil, ARGV[2]
${READ}
add(tonumber(ARGV[1]))
return count()`

/** ARGV: points of the rule, reservation ms, token. Answers { reserved (1/0), …the count before }. */
const RESERVE = `local drop, windowMs = nil, 0
${READ}
local before = count()
if hits + reservations >= tonumber(ARGV[1]) then return { 0, unpack(before) } end
local lapsesAt = now + tonumber(ARGV[2])
redis.call('HSET', KEYS[1], 'r:' .. ARGV[3], lapsesAt)
if lapsesAt > lastLapse then lastLapse = lapsesAt end
keep()
return { 1, unpack(before) }`

/** ARGV: window ms, token. The reservation becomes a counted hit. */
const CONFIRM = `local drop, windowMs = ARGV[2], ARGV[1]
${READ}
add(1)
return 1`

/** Answers the count. */
const COUNT = `local drop, windowMs = nil, 0
${READ}
return count()`

type Script = { readonly source: string; readonly sha: string }

const script = (source: string): Script => ({ source, sha: createHash('sha1').update(source).digest('hex') })
const SCRIPTS = { hit: script(HIT), reserve: script(RESERVE), confirm: script(CONFIRM), count: script(COUNT) }

export function redisLimitStore(
  client: Redis,
  settings: { points: number; windowMs: number; reservationMs: number },
): LimitCounts {
  return {
    async hit(key, points) {
      return countOf(numbers(await run(client, SCRIPTS.hit, key, [points, settings.windowMs])))
    },
    async reserve(key, token) {
      const answer = numbers(await run(client, SCRIPTS.reserve, key, [settings.points, settings.reservationMs, token]))
      return { isReserved: answer[0] === 1, count: countOf(answer.slice(1)) }
    },
    async confirm(key, token) {
      await run(client, SCRIPTS.confirm, key, [settings.windowMs, token])
    },
    async release(key, token) {
      await client.hdel(key, `r:${token}`)
    },
    async count(key) {
      return countOf(numbers(await run(client, SCRIPTS.count, key, [])))
    },
    async reset(key) {
      await client.del(key)
    },
  }
}

/** Runs a script by its hash, sending its text only when this Redis has not seen it yet. */
async function run(client: Redis, { source, sha }: Script, key: string, args: (string | number)[]): Promise<unknown> {
  try {
    return await client.evalsha(sha, 1, key, ...args)
  } catch (error) {
    if (!(error instanceof Error) || !error.message.startsWith('NOSCRIPT')) throw error
    return client.eval(source, 1, key, ...args)
  }
}

function numbers(answer: unknown): number[] {
  if (!Array.isArray(answer) || !answer.every((value) => typeof value === 'number')) {
    throw new Error('unexpected answer from a rate limit script')
  }
  return answer as number[]
}

function countOf([hits = 0, windowMsLeft = 0, reservations = 0, firstReservationMsLeft = 0]: number[]): LimitCount {
  return { hits, windowMsLeft, reservations, firstReservationMsLeft }
}
