import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { LIVE_RECORDING_TOKENS } from '../../../application/live-recording/live-recording.tokens';
import type { FeaturePageProps } from '../../routing/feature';
import { useViewModel } from '../../app/service-context';
import { LiveRecordingPage } from './live-recording-page';
import './live-recording.css';

/** /live: a session recorded from a heart-rate belt, for the acting player. */
export const LiveRecordingRoute = observer(function LiveRecordingRoute({ crumbs }: FeaturePageProps) {
  const vm = useViewModel(LIVE_RECORDING_TOKENS.LiveRecordingViewModel);
  useEffect(() => {
    void vm.start();
    return () => vm.dispose();
  }, [vm]);
  return <LiveRecordingPage vm={vm} crumbs={crumbs} />;
});
