/**
 * What an erasure does in HubSpot, in the Privacy panel and its confirmation: said only when HubSpot is connected
 * (HUBSPOT_TOKEN set, as /admin/integrations shows). `connected` is null while not known: then HubSpot goes unmentioned.
 */
export function hubspotErasureWords(connected: boolean | null): { panel: string; dialog: string } {
  if (connected === null) return { panel: '', dialog: '' };
  return connected
    ? { panel: 'HubSpot is asked to delete the contact too.', dialog: ', and asks HubSpot to delete the contact' }
    : { panel: 'HubSpot is not connected, so nothing is deleted there.', dialog: '' };
}
