import type { FleetCardData } from './fleet-card'
import { modelCardTexts } from './model-card-text'
import { ModelCardView, type ModelCardViewProps } from './ModelCardView'

type Props = Omit<ModelCardViewProps, 'car' | 'text'> & { car: FleetCardData }

/** A rental model's card rendered on the server (catalogue, car details block). */
export async function ModelCard({ car, ...view }: Props) {
  const { text, toData } = await modelCardTexts()
  return <ModelCardView car={toData(car)} text={text} {...view} />
}
