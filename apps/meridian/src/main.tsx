import { startSite } from '@brokerfront/site';
import './styles.css';

void startSite({ template: 'template1', container: document.getElementById('root') as HTMLElement });
