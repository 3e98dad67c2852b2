/** The option lists live with the search rules that filter on them. */
export * from '../../../../domain/sales/vehicle-options'
