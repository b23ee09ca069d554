import { bootstrapSite } from '@brokerfront/site';
import './styles.css';

bootstrapSite({ template: 'template4', container: document.getElementById('root') as HTMLElement });
