import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { RECORDING_ANALYSIS_TOKENS } from '../../../application/recording-analysis/recording-analysis.tokens';
import type { FeaturePageProps } from '../../routing/feature';
import { useViewModel } from '../../app/service-context';
import { RecordingAnalysisPage } from './recording-analysis-page';
import './recording-analysis.css';

/** /analyse: a FIT, TCX or GPX file analysed in the browser, for the acting player's athlete values. */
export const RecordingAnalysisRoute = observer(function RecordingAnalysisRoute({ crumbs }: FeaturePageProps) {
  const vm = useViewModel(RECORDING_ANALYSIS_TOKENS.RecordingAnalysisViewModel);
  useEffect(() => {
    vm.start();
    return () => vm.dispose();
  }, [vm]);
  return <RecordingAnalysisPage vm={vm} crumbs={crumbs} />;
});
