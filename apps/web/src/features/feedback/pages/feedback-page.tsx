import { FeedbackForm } from '../components/feedback-form.tsx';
import { FeedbackHistory } from '../components/feedback-history.tsx';
import styles from '../feedback.module.css';

/** Feedback (member centre): the form to send one, and earlier feedback with the operators' replies. */
export function FeedbackPage() {
  return (
    <div className={styles.page}>
      <FeedbackForm />
      <FeedbackHistory />
    </div>
  );
}
