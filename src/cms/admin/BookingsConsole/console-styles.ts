/**
 * The desk views' layout: tables on a wide screen; below 900 px each booking is a card of labelled
 * lines, so a tablet (768 px) reads them without scrolling sideways.
 */
export const DESK_CSS = `
.desk-form { display: flex; flex-wrap: wrap; gap: 0.75rem; align-items: flex-end; margin: 1rem 0; }
.desk-form label { display: grid; gap: 0.25rem; font-weight: 600; }
.desk-form input, .desk-form select { min-height: 2.5rem; padding: 0 0.75rem; font: inherit; color: inherit;
  background: var(--theme-input-bg); border: 1px solid var(--theme-elevation-250); border-radius: 4px; }
.desk-form input[type='search'] { width: min(28rem, 80vw); }
.desk-filters { display: flex; flex-wrap: wrap; gap: 0.5rem; margin: 0 0 1rem; padding: 0; list-style: none; }
.desk-filters a { display: inline-block; padding: 0.4rem 0.8rem; border: 1px solid var(--theme-elevation-250);
  border-radius: 999px; text-decoration: none; color: inherit; }
.desk-filters a[aria-current='page'] { background: var(--theme-elevation-800); color: var(--theme-elevation-0);
  border-color: var(--theme-elevation-800); }
.desk-table { width: 100%; border-collapse: collapse; }
.desk-table th, .desk-table td { padding: 0.5rem 0.6rem; border-bottom: 1px solid var(--theme-elevation-150);
  text-align: left; vertical-align: top; }
.desk-table td small { display: block; color: var(--theme-elevation-600); }
.desk-table .num { text-align: right; white-space: nowrap; }
.desk-status { display: inline-block; padding: 0.1rem 0.5rem; border-radius: 4px;
  background: var(--theme-elevation-100); white-space: nowrap; }
.desk-grid { display: grid; grid-template-columns: repeat(auto-fit, minmax(16rem, 1fr)); gap: 1rem 2rem; }
.desk-grid dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.25rem 1rem; margin: 0; }
.desk-grid dt { color: var(--theme-elevation-600); }
.desk-grid dd { margin: 0; }
.desk-section { margin-top: 2rem; }
.desk-section h2 { font-size: 1.25rem; margin-bottom: 0.5rem; }
.desk-section h3 { font-size: 1.05rem; margin: 1.5rem 0 0; }
.desk-quote { display: grid; grid-template-columns: max-content 1fr; gap: 0.25rem 1rem; margin: 0.5rem 0 0;
  padding: 0.75rem 1rem; border: 1px solid var(--theme-elevation-250); border-radius: 4px; max-width: 32rem; }
.desk-quote dt { color: var(--theme-elevation-600); }
.desk-quote dd { margin: 0; font-weight: 600; }
@media (max-width: 900px) {
  .desk-table thead { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); }
  .desk-table, .desk-table tbody, .desk-table tr, .desk-table td { display: block; width: 100%; }
  .desk-table tr { border: 1px solid var(--theme-elevation-150); border-radius: 4px; margin-bottom: 0.75rem;
    padding: 0.25rem 0; }
  .desk-table td { display: grid; grid-template-columns: 10rem 1fr; gap: 0.5rem; border-bottom: 0;
    padding: 0.3rem 0.75rem; }
  .desk-table td::before { content: attr(data-label); font-weight: 600; }
  .desk-table .num { text-align: left; }
}
`
