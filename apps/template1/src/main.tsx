import { bootstrapSite } from '@brokerfront/site';
import './styles.css';

bootstrapSite({ template: 'template1', container: document.getElementById('root') as HTMLElement });
