import { money, type Money } from '@/domain/money/money'
import { ecommercePayload, trackingItem, type EcommercePayload } from '@/domain/tracking/tracking-events'
import type { RentalCategory } from '@/server/rental/mappers/category'

type CatalogueModel = Pick<RentalCategory, 'id' | 'model' | 'webCategory'> & { readonly fromPerDay: Money | undefined }

/**
 * Models of the fleet catalogue (/our-cars, the model pages) as a Catalog event payload: each at
 * its lowest daily price in EUR (0 when the engine quotes none).
 */
export function catalogueEvent(models: readonly CatalogueModel[]): EcommercePayload {
  const items = models.map((model, index) =>
    trackingItem({
      id: model.id,
      name: model.model,
      category: model.webCategory,
      listType: 'Catalog',
      index,
      price: model.fromPerDay ?? money(0, 'EUR'),
    }),
  )
  return ecommercePayload({ items, listType: 'Catalog' })
}
