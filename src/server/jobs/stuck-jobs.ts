import type { TaskConfig } from 'payload'

type Schedule = NonNullable<TaskConfig['schedule']>[number]
type BeforeScheduleFn = NonNullable<NonNullable<Schedule['hooks']>['beforeSchedule']>

/**
 * A `beforeSchedule` hook for a periodic task: Payload schedules the next run only once no run of
 * the task is queued or processing, and a run whose server was killed stays "processing" for good,
 * so the task would never run again. Runs that have been processing longer than `staleAfterMs`
 * (far longer than a run takes) are removed first: the task is periodic, the next run does their work.
 */
export function freeStuckRuns(staleAfterMs: number): BeforeScheduleFn {
  return async (args) => {
    const { queueable, req } = args
    const slug = queueable.taskConfig?.slug
    if (slug) {
      await req.payload.delete({
        collection: 'payload-jobs',
        where: {
          and: [
            { taskSlug: { equals: slug } },
            { processing: { equals: true } },
            { updatedAt: { less_than: new Date(Date.now() - staleAfterMs).toISOString() } },
          ],
        },
        req,
      })
    }
    return args.defaultBeforeSchedule ? args.defaultBeforeSchedule(args) : { shouldSchedule: true }
  }
}
