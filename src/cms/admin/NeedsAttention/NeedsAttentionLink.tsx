import Link from 'next/link'

/** The navigation's link to the needs-attention view, after the collections. */
export function NeedsAttentionLink() {
  return (
    <Link className="nav__link" href="/admin/needs-attention" id="nav-needs-attention">
      <span className="nav__link-label">Needs attention</span>
    </Link>
  )
}
