export { RiskProfilePage } from './components/PlaceholderRoutes';
