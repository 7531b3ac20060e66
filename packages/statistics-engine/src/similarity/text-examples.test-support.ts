/** Hand-made free-text answers for the similarity tests: per prompt, independent answers and copies of one. */

export interface TextTopic {
  /** Written independently on the same prompt: they must not match each other. */
  independent: string[];
  /** The first, paraphrased only by case, punctuation, spacing and small words: each must match it. */
  copies: string[];
  /** The first with a word replaced, a clause moved or a sentence added. */
  edited: string[];
}

export const TEXT_TOPICS: TextTopic[] = [
  {
    independent: [
      'I would apologise to the customer, explain the refund timeline clearly and follow up in writing once the payment is processed.',
      'First I acknowledge the frustration. Then I check the order history, confirm when the money goes back and send an email summary.',
      'Sorry for the delay! Your refund was approved today; banks usually take five working days, and I will personally check on Friday.',
    ],
    copies: [
      'I WOULD apologise to the Customer -- explain the refund timeline clearly, and follow-up in writing once the payment is processed!!',
      'i would apologise to customer; explain refund timeline clearly & follow up in writing, once payment is processed',
    ],
    edited: [
      'I would apologise to the client, explain the refund timeline clearly and follow up in writing once the payment is processed.',
      'I would apologise to the customer, explain the refund timeline clearly and follow up in writing once the payment is processed. I would also offer a discount on the next order.',
      'I would apologise to the customer and explain the refund timeline clearly. Once the payment is processed I would follow up in writing.',
    ],
  },
  {
    independent: [
      'The main trade-off is latency against consistency: a synchronous write to every replica is safe but slow, an asynchronous one is fast but can lose the latest updates.',
      'Caching reads makes the page fast, but stale data is the price; I would set a short expiry and invalidate on writes to the same key.',
      'Strong consistency needs a quorum on each write, which adds a network round trip; eventual consistency avoids it and accepts temporary divergence between nodes.',
    ],
    copies: [
      'The MAIN trade-off is latency against consistency. A synchronous write to every replica is safe, but slow; an asynchronous one is fast but can lose the latest updates.',
    ],
    edited: [
      'The main trade-off is latency versus consistency: a synchronous write to every replica is safe but slow, an asynchronous one is quick but can lose the latest updates.',
    ],
  },
  {
    independent: [
      'Ich würde zuerst die Ursache prüfen und dann den Kunden über die nächsten Schritte informieren.',
      'Zunächst spreche ich mit dem Team, sammle alle Fakten und schreibe anschließend eine kurze Zusammenfassung.',
    ],
    copies: ['ICH würde zuerst die Ursache prüfen, und dann den Kunden über die nächsten Schritte informieren!'],
    edited: ['Ich würde zuerst die Ursache genau prüfen und dann den Kunden über die nächsten Schritte informieren.'],
  },
];
