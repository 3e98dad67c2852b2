/**
 * The search form's filters as plain data, worded on the server: the browser draws them from this
 * (SearchFiltersView) instead of receiving their markup twice (HTML, then the RSC tree).
 */
export type FilterChoice = {
  readonly value: string
  /** What the checkbox says, with its count: "Toyota (12)". */
  readonly label: string
  readonly isChosen: boolean
}

export type FilterGroupData = {
  readonly name: string
  readonly legend: string
  /** A line above the options, e.g. "Choose a make first". */
  readonly hint?: string
  readonly options: readonly FilterChoice[]
}

export type FilterRangeData = {
  readonly name: string
  readonly legend: string
  readonly from?: number
  readonly to?: number
}

export type SearchFiltersData = {
  readonly multipleSearch: { readonly label: string; readonly value: string }
  readonly groups: readonly FilterGroupData[]
  readonly ranges: readonly FilterRangeData[]
  readonly from: string
  readonly to: string
  /** The yes/no filters (value `true`) and the serial number, under one heading. */
  readonly flags: {
    readonly legend: string
    readonly options: readonly FilterChoice[]
    readonly serialNumber: { readonly label: string; readonly value: string }
  }
  /** How many cars the current search finds, for the "Show N cars" button. */
  readonly total: number
}
