import type { DefaultServerCellComponentProps } from 'payload'

import { formatMoney } from '../../../../../domain/money/money-format'

/** A price in the admin list as the site shows it: "2.990.000 kr.". */
export function PriceCell({ cellData }: DefaultServerCellComponentProps) {
  if (typeof cellData !== 'number' || cellData <= 0) return <span>—</span>
  return <span style={{ whiteSpace: 'nowrap' }}>{formatMoney({ amount: cellData * 100, currency: 'ISK' }, 'is')}</span>
}
