import { Link } from 'react-router';
import { paths } from '@common/routes.ts';
import { LegalDocument } from '@/components/legal-document';
import { useDocumentTitle } from '@/hooks/use-document-title';

export function AboutRoute() {
  useDocumentTitle('About');
  return (
    <LegalDocument title="About BizBazaar">
      <p>
        BizBazaar is an online marketplace where owners of Indian businesses meet the people who want to buy them:
        first-time entrepreneurs, investors, competitors looking to grow and families planning their next venture.
      </p>

      <h2>Our mission</h2>
      <p>
        Lakhs of profitable small and medium businesses change hands in India every year, yet most sales still depend
        on word of mouth and expensive intermediaries. We want selling a business to be as open as selling a home:
        honest listings, direct conversations and no commission taken from the deal.
      </p>

      <h2>How it works for sellers</h2>
      <ol>
        <li>
          <strong>Create a seller account.</strong> Sign up, choose “sell businesses” and confirm your email address.
        </li>
        <li>
          <strong>Describe your business.</strong> Add the category, location, asking price, revenue and profit, what
          is included in the sale and why you are selling. Clear, honest numbers attract serious buyers.
        </li>
        <li>
          <strong>Pass our review.</strong> Every new listing is checked by our moderation team before it is
          published. We may ask you to correct or complete details.
        </li>
        <li>
          <strong>Talk to buyers.</strong> Interested buyers send an inquiry. You choose whom to reply to, and your
          contact details are shared only with buyers you have responded to.
        </li>
      </ol>

      <h2>How it works for buyers</h2>
      <ol>
        <li>
          <strong>Browse for free.</strong> <Link to={paths.listings}>Search listings</Link> by keyword, category,
          location and price, and save favourites to compare later.
        </li>
        <li>
          <strong>Send an inquiry.</strong> Introduce yourself to the seller from the listing page. Once the seller
          responds, you can chat on BizBazaar.
        </li>
        <li>
          <strong>Do your due diligence.</strong> Ask for financial statements, GST returns, licences and leases, and
          consult a chartered accountant and a lawyer before you sign anything or pay any money.
        </li>
      </ol>

      <h2>Trust and moderation</h2>
      <ul>
        <li>Every listing is reviewed before it goes live, and listings that break our rules are removed.</li>
        <li>
          Sellers whose identity and business we have checked carry a <strong>Verified Seller</strong> badge.
        </li>
        <li>Contact details stay private until a seller chooses to respond to a buyer.</li>
        <li>
          We are a marketplace, not a broker: we do not hold money, take commission or act for either side. The{' '}
          <Link to={paths.terms}>Terms of Use</Link> explain what this means.
        </li>
        <li>
          If something looks wrong, write to <a href="mailto:support@bizbazaar.in">support@bizbazaar.in</a>. We read
          every report.
        </li>
      </ul>

      <h2>Contact us</h2>
      <p>
        BizBazaar, Indiranagar, Bengaluru, Karnataka 560038, India. Email{' '}
        <a href="mailto:support@bizbazaar.in">support@bizbazaar.in</a> or call{' '}
        <a href="tel:+918040001234">+91 80 4000 1234</a> (Monday to Saturday, 10:00 to 18:00 IST).
      </p>
    </LegalDocument>
  );
}
