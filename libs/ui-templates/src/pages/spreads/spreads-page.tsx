import { useTranslation } from '@brokerfront/i18n/react';
import { PageFrame, PageSection } from '../components/page-frame';
import { isAssetClass, type SpreadsAndCommissionsRow } from '../types';

export interface SpreadsPageProps {
  /** AppConfig `spreadsAndCommissions`. */
  rows: SpreadsAndCommissionsRow[];
}

interface Group {
  key: string;
  rows: SpreadsAndCommissionsRow[];
}

function groupRows(rows: SpreadsAndCommissionsRow[]): Group[] {
  const groups: Group[] = [];
  for (const row of rows) {
    const key = row.assetClass ?? '';
    const group = groups.find((g) => g.key === key);
    if (group) group.rows.push(row);
    else groups.push({ key, rows: [row] });
  }
  return groups;
}

/** The spreads and commissions table from configuration, grouped by asset class when rows name one. */
export function SpreadsPage({ rows }: SpreadsPageProps) {
  const { t } = useTranslation('pages');
  const groups = groupRows(rows);
  const grouped = groups.some((g) => g.key !== '');
  const groupLabel = (key: string) => (isAssetClass(key) ? t(`nav.${key}`) : key || t('spreads.otherGroup'));
  return (
    <PageFrame title={t('spreads.title')} lead={t('spreads.lead')} className="bfp-spreads">
      <PageSection id="spreads-table" width="wide">
        {rows.length === 0 ? (
          <p>{t('spreads.empty')}</p>
        ) : (
          <div className="bfp-table-scroll">
            <table className="bfp-table">
              <caption>{t('spreads.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('spreads.columns.instrument')}</th>
                  <th scope="col">{t('spreads.columns.spread')}</th>
                  <th scope="col">{t('spreads.columns.commission')}</th>
                </tr>
              </thead>
              {groups.map((group) => (
                <tbody key={group.key}>
                  {grouped ? (
                    <tr className="bfp-table__group">
                      <th scope="colgroup" colSpan={3}>
                        {groupLabel(group.key)}
                      </th>
                    </tr>
                  ) : null}
                  {group.rows.map((row, i) => (
                    <tr key={`${row.instrument}-${i}`}>
                      <th scope="row">{row.instrument}</th>
                      <td>{String(row.spread)}</td>
                      <td>{String(row.commission)}</td>
                    </tr>
                  ))}
                </tbody>
              ))}
            </table>
          </div>
        )}
        <p className="bfp-note">{t('spreads.notes')}</p>
      </PageSection>
    </PageFrame>
  );
}
