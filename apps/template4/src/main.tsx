import { startSite } from '@brokerfront/site';
import './styles.css';

void startSite({ template: 'template4', container: document.getElementById('root') as HTMLElement });
