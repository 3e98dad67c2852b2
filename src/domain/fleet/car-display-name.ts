/**
 * The name a car card shows (SPEC §2): the display name with ' or similar' unless the model is
 * guaranteed. An editor's display name that differs from the bare model already says it in its own
 * words and is kept; a missing one, or the bare model, gets `orSimilar` (the translated suffix).
 */
export function carDisplayName(params: {
  model: string
  displayName: string
  isGuaranteedModel: boolean
  orSimilar: (name: string) => string
}): string {
  const model = params.model.trim()
  const name = params.displayName.trim() || model
  if (params.isGuaranteedModel) return name
  return name === model ? params.orSimilar(model) : name
}
