import { bootstrapSite } from '@brokerfront/site';
import './styles.css';

bootstrapSite({ template: 'template2', container: document.getElementById('root') as HTMLElement });
