import { Link } from 'react-router';
import { paths } from '@common/routes.ts';
import { LegalDocument } from '@/components/legal-document';
import { useDocumentTitle } from '@/hooks/use-document-title';

export function TermsRoute() {
  useDocumentTitle('Terms of Use');
  return (
    <LegalDocument title="Terms of Use" lastUpdated="22 November 2026">
      <p>
        These Terms of Use govern your use of the BizBazaar website and services (“BizBazaar”, “we”, “us”), operated
        from Bengaluru, Karnataka, India. By creating an account or using BizBazaar you agree to these Terms and to our{' '}
        <Link to={paths.privacy}>Privacy Policy</Link>. If you do not agree, please do not use BizBazaar.
      </p>

      <h2>1. Eligibility</h2>
      <ul>
        <li>
          You must be at least 18 years old and competent to contract under the Indian Contract Act, 1872 to create an
          account.
        </li>
        <li>
          If you use BizBazaar on behalf of a company, partnership or other entity, you confirm that you are authorised
          to bind it, and “you” includes that entity.
        </li>
        <li>
          You must give accurate account details, keep your password confidential and tell us at once if you suspect
          someone else has used your account. You are responsible for activity on your account.
        </li>
      </ul>

      <h2>2. Listings and their accuracy</h2>
      <ul>
        <li>
          Sellers may list only a business that they own or are authorised in writing to sell, and must have any
          consent required from partners, shareholders, lenders or landlords.
        </li>
        <li>
          Everything in a listing, including revenue, profit, assets, liabilities, licences and reasons for selling,
          must be true, complete and not misleading, and must be kept up to date. Remove or update a listing as soon as
          the business is sold or is no longer for sale.
        </li>
        <li>
          We review listings before publishing them, but we do not audit or verify the figures or claims in them. A
          review or a Verified Seller badge is not an endorsement of a business or a guarantee of its value.
        </li>
        <li>
          Buyers must carry out their own due diligence, including financial, tax (including GST), legal and regulatory
          checks, and should take independent professional advice before entering into any agreement.
        </li>
      </ul>

      <h2>3. No brokerage and no guarantee</h2>
      <p>
        BizBazaar is a platform that lets buyers and sellers find and contact each other. We are not a business
        broker, agent, valuer, investment adviser or escrow service, and we are not a party to any agreement between
        users. We do not guarantee that a business will be sold, that a buyer has the funds they claim, that a
        transaction will be completed, or any price or outcome. Any agreement you reach is solely between you and the
        other user. Never pay money to anyone you have not verified independently.
      </p>

      <h2>4. Fees</h2>
      <p>
        Creating an account, browsing listings, listing a business and messaging other users are currently free, and
        we take no commission on any sale. If we introduce paid services, we will publish their prices (inclusive of
        applicable GST) and give at least 30 days’ notice; paid services will apply only to users who choose them.
      </p>

      <h2>5. Prohibited content and conduct</h2>
      <p>You must not use BizBazaar to:</p>
      <ul>
        <li>list a business that is unlawful, or whose sale would break any law, licence condition or court order;</li>
        <li>post false, misleading or incomplete information, or impersonate any person or business;</li>
        <li>
          post content that is defamatory, obscene, harassing, hateful, or that infringes anyone’s intellectual property
          or privacy, or any content prohibited by Rule 3(1)(b) of the Information Technology (Intermediary Guidelines
          and Digital Media Ethics Code) Rules, 2021;
        </li>
        <li>
          collect other users’ contact details for marketing or any purpose other than the transaction discussed, or
          send spam or unsolicited commercial messages;
        </li>
        <li>
          carry out fraud, money laundering or any scheme to take payments, deposits or “token amounts” under false
          pretences;
        </li>
        <li>
          upload malware, probe or break our security, scrape the service, or interfere with its operation or with
          other users’ use of it.
        </li>
      </ul>

      <h2>6. Moderation, suspension and termination</h2>
      <p>
        We may review, refuse, edit for formatting, or remove any listing or message, and suspend or close any
        account, that we reasonably believe breaks these Terms or the law. As an intermediary under the Information
        Technology Act, 2000, we act on valid complaints and on orders of courts and government authorities. You may
        close your account at any time by writing to us.
      </p>

      <h2>7. Your content</h2>
      <p>
        You keep ownership of the content you post. You grant BizBazaar a non-exclusive, royalty-free licence to host,
        display and reproduce it for the purpose of operating and promoting the marketplace while it remains on
        BizBazaar. The BizBazaar name, logo and website are our property.
      </p>

      <h2>8. Limitation of liability</h2>
      <p>
        BizBazaar is provided “as is” and “as available”. To the fullest extent permitted by law, we are not liable
        for any indirect, incidental or consequential loss, loss of profit or goodwill, or for any loss arising from a
        transaction or dealing between users, from the content of listings or messages, or from interruptions of the
        service. Our total liability to you for any claim is limited to the greater of the fees you paid us in the
        twelve months before the claim and ₹5,000. Nothing in these Terms limits liability that cannot be limited
        under Indian law.
      </p>
      <p>
        You agree to indemnify BizBazaar against claims by third parties arising from your listings, your messages or
        your breach of these Terms.
      </p>

      <h2>9. Governing law and jurisdiction</h2>
      <p>
        These Terms are governed by the laws of India. Subject to any applicable law that gives you a right to bring
        proceedings elsewhere, the courts at Bengaluru, Karnataka have exclusive jurisdiction over any dispute arising
        out of or relating to these Terms or your use of BizBazaar.
      </p>

      <h2>10. Changes to these Terms</h2>
      <p>
        We may update these Terms. We will show the date of the latest version at the top of this page and, for
        material changes, notify registered users by email before they take effect. Continuing to use BizBazaar after
        that means you accept the updated Terms.
      </p>

      <h2>11. Complaints and contact</h2>
      <p>
        Questions about these Terms: <a href="mailto:support@bizbazaar.in">support@bizbazaar.in</a>. Complaints about
        content or about these Terms may be sent to our Grievance Officer, whose details are in the{' '}
        <Link to={paths.privacy}>Privacy Policy</Link>.
      </p>
    </LegalDocument>
  );
}
