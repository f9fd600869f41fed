import { Link } from 'react-router';
import { paths } from '@common/routes.ts';
import { LegalDocument } from '@/components/legal-document';
import { useDocumentTitle } from '@/hooks/use-document-title';

export function PrivacyRoute() {
  useDocumentTitle('Privacy Policy');
  return (
    <LegalDocument title="Privacy Policy" lastUpdated="22 November 2026">
      <p>
        This policy explains what personal data BizBazaar collects, why, whom we share it with, how long we keep it and
        the rights you have under India’s Digital Personal Data Protection Act, 2023 (“DPDP Act”). BizBazaar,
        Bengaluru, Karnataka, is the Data Fiduciary for the personal data described here.
      </p>

      <h2>1. Data we collect</h2>
      <ul>
        <li>
          <strong>Account data:</strong> your full name, email address, password (stored only as a one-way hash, never
          in readable form), the role you choose (buyer or seller) and whether your email address is confirmed.
        </li>
        <li>
          <strong>Profile data you choose to add:</strong> phone number, company name and a link to a profile picture.
        </li>
        <li>
          <strong>Marketplace data:</strong> the listings you create (including business and financial details and
          contact details you enter), inquiries and messages you send and receive, favourites and saved searches.
        </li>
        <li>
          <strong>Technical data:</strong> your IP address, browser type and the time of requests, which we record to
          keep you signed in, prevent abuse and investigate security incidents.
        </li>
        <li>
          <strong>Newsletter:</strong> your email address, if you subscribe.
        </li>
      </ul>
      <p>We do not ask for Aadhaar numbers, bank details or payment card data.</p>

      <h2>2. Why we use it</h2>
      <ul>
        <li>to create and secure your account and keep you signed in;</li>
        <li>to publish listings, let buyers and sellers contact each other, and deliver messages;</li>
        <li>
          to send emails you need, such as address confirmation, password reset and notices of new inquiries and
          messages;
        </li>
        <li>to review listings, prevent fraud, spam and misuse, and enforce our <Link to={paths.terms}>Terms</Link>;</li>
        <li>to comply with Indian law and with lawful requests from courts and authorities;</li>
        <li>to send the newsletter, only if you subscribed to it.</li>
      </ul>
      <p>
        We process your data on the basis of the consent you give when you sign up or submit a form, and for the
        legitimate uses permitted by Section 7 of the DPDP Act, such as compliance with law. We do not sell your
        personal data and we do not use it for advertising.
      </p>

      <h2>3. Whom we share it with</h2>
      <ul>
        <li>
          <strong>Other users:</strong> a seller’s name and company appear on their listings. A listing’s contact email,
          phone and website are shown to a buyer only after the seller has responded to that buyer’s inquiry. Messages
          are visible to both participants of the conversation.
        </li>
        <li>
          <strong>Our service providers</strong> (Data Processors) that host our servers and deliver our emails, under
          contracts that let them use the data only to provide their service to us.
        </li>
        <li>
          <strong>Authorities</strong>, when Indian law, a court order or a lawful government request requires it.
        </li>
        <li>
          <strong>A successor</strong>, if BizBazaar is merged or sold, who must then honour this policy.
        </li>
      </ul>

      <h2>4. How long we keep it</h2>
      <ul>
        <li>
          Account, profile and marketplace data: while your account exists. When an account is deleted, its profile,
          listings, favourites, notifications and saved searches are erased, except what the law requires us to keep.
          The people it talked with keep those conversations, closed, with it shown as “Deleted user” and its name, email
          address, phone and company removed from them. Emails that name the account or quote it are deleted at once,
          whether sent or not, and other users’ notifications that named it or its listings are cleared.
        </li>
        <li>Emails we send you: 7 days after sending, then deleted.</li>
        <li>Sessions: until you sign out or the session expires.</li>
        <li>Security logs: up to 180 days, as Indian cyber-security directions require.</li>
        <li>Newsletter: until you unsubscribe.</li>
      </ul>

      <h2>5. Cookies</h2>
      <p>
        BizBazaar uses a single, strictly necessary cookie: a session cookie that keeps you signed in. It is marked
        HttpOnly, so scripts on the page cannot read it, and is sent only to BizBazaar. We use no advertising,
        analytics or third-party tracking cookies, so there is nothing to opt out of.
      </p>

      <h2>6. Security</h2>
      <p>
        We protect your data with encrypted connections (HTTPS), hashed passwords, access limited to staff who need it,
        and rate limits against automated attacks. No system is perfectly secure; if a breach affecting your personal
        data occurs, we will inform you and the Data Protection Board of India as the DPDP Act requires.
      </p>

      <h2>7. Your rights under the DPDP Act, 2023</h2>
      <ul>
        <li>
          <strong>Access:</strong> to obtain a summary of the personal data we process about you and of the processing.
        </li>
        <li>
          <strong>Correction and erasure:</strong> to have inaccurate or incomplete data corrected, completed or
          updated, and to have data erased when it is no longer needed. You can edit most details yourself on your{' '}
          <Link to={paths.profile}>profile</Link>.
        </li>
        <li>
          <strong>Withdrawal of consent:</strong> to withdraw consent at any time, as easily as you gave it. This does
          not affect processing already done, and we may then be unable to keep your account.
        </li>
        <li>
          <strong>Nomination:</strong> to nominate a person to exercise your rights in the event of your death or
          incapacity.
        </li>
        <li>
          <strong>Grievance redressal:</strong> to complain to our Grievance Officer (below), and, if you are not
          satisfied with the outcome, to the Data Protection Board of India.
        </li>
      </ul>
      <p>
        To use any of these rights, write to <a href="mailto:grievance@bizbazaar.in">grievance@bizbazaar.in</a> from
        the email address of your account.
      </p>

      <h2>8. Children</h2>
      <p>
        BizBazaar is meant for adults. We do not knowingly create accounts for, or process the personal data of,
        anyone under 18. If you believe a child has given us personal data, please contact us and we will erase it.
      </p>

      <h2>9. Changes to this policy</h2>
      <p>
        We will post any change here with a new date, and tell registered users by email before a material change
        takes effect.
      </p>

      <h2>10. Grievance Officer</h2>
      <p>
        In accordance with the Information Technology Act, 2000, the Information Technology (Intermediary Guidelines
        and Digital Media Ethics Code) Rules, 2021 and the DPDP Act, 2023, complaints about personal data or content on
        BizBazaar may be sent to:
      </p>
      <address className="mb-4 rounded-lg border border-border bg-muted p-4 not-italic">
        <strong>Grievance Officer: Ananya Rao</strong>
        <br />
        Email: <a href="mailto:grievance@bizbazaar.in">grievance@bizbazaar.in</a>
        <br />
        BizBazaar, Bengaluru, Karnataka
      </address>
      <p>We acknowledge every complaint within 24 hours and resolve it within 15 days of receiving it.</p>
    </LegalDocument>
  );
}
