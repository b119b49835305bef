import { useParams } from 'react-router';
import { OrgChart } from '../features/org-chart/org-chart';

/** `/users/:userId/org`: the org chart centred on that person (a fresh chart for each person). */
export function OrgChartPage() {
  const id = Number(useParams().userId);
  return <OrgChart key={id} userId={id} />;
}
