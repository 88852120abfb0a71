// The steps after the questions, in one chunk QuizApp loads while the visitor answers them: the contact form with
// the submission, the team join and the website check it brings, and the "building your profile" screen.
export { ContactForm } from './ContactForm.tsx';
export { Submitting } from './Submitting.tsx';
