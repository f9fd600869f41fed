// The people of an inquiry test: a seller and a buyer who talk, and the outsiders who must not see it
// (ARCHITECTURE §5: another buyer, another seller, and an admin, who is not a participant either).
import type { TestApp, TestUser } from './test-app.ts';

export interface ConversationCast {
  seller: TestUser;
  buyer: TestUser;
  otherBuyer: TestUser;
  otherSeller: TestUser;
  admin: TestUser;
}

export async function makeConversationCast(testApp: TestApp): Promise<ConversationCast> {
  // One after another: five password hashes at once can exceed the bounded waits on a busy 2-core machine.
  const seller = await testApp.makeUser({ role: 'seller', fullName: 'Sunita Seller' });
  const buyer = await testApp.makeUser({ role: 'buyer', fullName: 'Bharat Buyer' });
  const otherBuyer = await testApp.makeUser({ role: 'buyer', fullName: 'Other Buyer' });
  const otherSeller = await testApp.makeUser({ role: 'seller', fullName: 'Other Seller' });
  const admin = await testApp.makeUser({ role: 'admin', fullName: 'Admin' });
  return { seller, buyer, otherBuyer, otherSeller, admin };
}
