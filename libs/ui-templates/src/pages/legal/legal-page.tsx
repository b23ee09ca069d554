import { useTranslation } from '@brokerfront/i18n/react';
import { VisuallyHidden } from '../../components/visually-hidden';
import { PageFrame, PageSection } from '../components/page-frame';
import type { LegalDocument } from '../types';

export interface LegalPageProps {
  /** AppConfig `documents`. */
  documents: LegalDocument[];
  /** AppConfig `uploadsDir`, e.g. `assets/uploads/`. */
  uploadsDir: string;
}

/** The address of a document: `uploadsDir` joined with the file name (one slash between). */
export function documentHref(uploadsDir: string, fileName: string): string {
  if (!uploadsDir) return fileName;
  return uploadsDir.endsWith('/') ? `${uploadsDir}${fileName.replace(/^\//, '')}` : `${uploadsDir}/${fileName.replace(/^\//, '')}`;
}

function fileType(fileName: string): string | null {
  const match = /\.([a-z0-9]{2,5})$/i.exec(fileName);
  return match ? match[1].toUpperCase() : null;
}

/** The list of legal documents from configuration, each linking to its file under `uploadsDir`. */
export function LegalPage({ documents, uploadsDir }: LegalPageProps) {
  const { t } = useTranslation('pages');
  return (
    <PageFrame title={t('legal.title')} lead={t('legal.lead')} className="bfp-legal">
      <PageSection id="legal-documents">
        {documents.length === 0 ? (
          <p>{t('legal.empty')}</p>
        ) : (
          <ul className="bfp-documents" aria-label={t('legal.listLabel')}>
            {documents.map((doc) => {
              const type = fileType(doc.fileName);
              return (
                <li key={doc.fileName} className="bfp-documents__item">
                  <a href={documentHref(uploadsDir, doc.fileName)} target="_blank" rel="noopener noreferrer">
                    {doc.name}
                    {type ? <span className="bfp-documents__type"> ({type})</span> : null}
                    <VisuallyHidden> {t('legal.opensInNewTab')}</VisuallyHidden>
                  </a>
                </li>
              );
            })}
          </ul>
        )}
      </PageSection>
    </PageFrame>
  );
}
