export { useTranslation, Trans, I18nextProvider } from 'react-i18next';
