/**
 * The declared RTP of blackjack (returned / wagered) under the declared strategy (the action of the
 * highest expected value, `bestAction`), computed exactly by `blackjackExactRtp`; the test holds
 * this constant to it.
 */
export const BLACKJACK_DECLARED_RTP = 0.990062291133357;
