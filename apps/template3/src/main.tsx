import { bootstrapSite } from '@brokerfront/site';
import './styles.css';

bootstrapSite({ template: 'template3', container: document.getElementById('root') as HTMLElement });
