export { RiskProfilePage, AmcAdminsPage } from './components/PlaceholderRoutes';
