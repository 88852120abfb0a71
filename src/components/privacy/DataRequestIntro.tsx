import { useStore } from '@nanostores/react';
import { $dataRequest } from '../../stores/data-request.ts';

const OFFER = 'See what we store about your quiz submission, download a copy, and delete it. Nothing is deleted until you confirm.';
const GONE = 'The data this link pointed to has been deleted: there is nothing left to download or delete.';

/** The page's intro: it offers the download and deletion until the data is gone, then says so instead. */
export default function DataRequestIntro() {
  const state = useStore($dataRequest);
  const gone = state.phase === 'deleted' || (state.phase === 'refused' && state.reason === 'used');
  return <p data-testid="data-request-intro">{gone ? GONE : OFFER}</p>;
}
