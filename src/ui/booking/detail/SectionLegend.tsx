import type React from 'react'

export const SECTION_CLASS = 'min-w-0 rounded-2xl border border-line bg-white p-4 shadow-xs sm:p-6'

/**
 * A fieldset's legend that is also a heading, so the sections can be reached by heading. It
 * floats so that it sits inside the box like a heading; the body clears it.
 */
export function SectionLegend({ children }: { children: React.ReactNode }) {
  return (
    <legend className="float-left mb-4 w-full">
      <h2 className="text-xl font-semibold">{children}</h2>
    </legend>
  )
}

export function SectionBody({ children }: { children: React.ReactNode }) {
  return <div className="clear-both">{children}</div>
}
