import { accountsHistoryModule, accountsPagesModule } from '@kickoff/accounts-core';
import { authFlowsModule, authSecurityModule } from '@kickoff/auth-core';
import { referralPagesModule } from '@kickoff/referral-core';
import { limitsPageModule, limitsShellModule } from '@kickoff/limits-core';
import { couponPlacingModule } from '@kickoff/coupon-core';
import type { AreaModule } from '../area.types';
import './office.css';
import { AccountPage } from './pages/AccountPage';
import { HistoryPage } from './pages/HistoryPage';
import { DepositPage, WithdrawalPage } from './pages/MoneyPages';
import { PaymentHistoryPage } from './pages/PaymentHistoryPage';
import { CreatePaymentRequestPage, PaymentRequestsPage } from './pages/PaymentRequestsPages';
import { OnpayPage, OnpayWithdrawPage } from './pages/PaymentResultPage';
import { ResponsiblePage } from './pages/ResponsiblePage';
import { SecurityPage } from './pages/SecurityPage';
import { SettingsPage } from './pages/SettingsPage';
import { VerificationPage } from './pages/VerificationPage';
import { BringFriendPage } from './pages/BringFriendPage';
import { ShareIdeaPage, SupportPage } from './pages/SupportPage';
import { DepositBonusPage, WagerBonusPage } from './pages/BonusPages';
import { PremiumCashbackPage, VipCashbackPage } from './pages/CashbackPages';
import { RewardsPage } from './pages/RewardsPage';
import { PromotionPage } from './pages/PromotionPage';

/**
 * The personal office area (document 000 §2 "Personal office"): account with currency accounts, My
 * bets, responsible gaming, deposit, withdrawal, payment history, payment requests and the payment
 * result pages (onpay).
 */
const office: AreaModule = {
  // My bets' repeat-a-coupon reads the coupon service (coupon-core's placing module, issue 20).
  modules: [accountsPagesModule, limitsShellModule, limitsPageModule, couponPlacingModule, accountsHistoryModule, authSecurityModule, authFlowsModule, referralPagesModule],
  pages: {
    account: AccountPage,
    officeHistory: HistoryPage,
    officeResponsible: ResponsiblePage,
    recharge: DepositPage,
    withdrawal: WithdrawalPage,
    officeHistoryPay: PaymentHistoryPage,
    paymentRequests: PaymentRequestsPage,
    paymentCreateRequest: CreatePaymentRequestPage,
    paymentCreateRequestTopic: CreatePaymentRequestPage,
    paymentCreateRequestTransactions: CreatePaymentRequestPage,
    paymentCreateRequestTransaction: CreatePaymentRequestPage,
    paymentCreateRequestSubTopic: CreatePaymentRequestPage,
    onpayResult: OnpayPage,
    onpayWithdrawResult: OnpayWithdrawPage,
    officeSecurity: SecurityPage,
    officeSettings: SettingsPage,
    officeVerification: VerificationPage,
    accountIdentification: VerificationPage,
    officeBringFriend: BringFriendPage,
    officeSupport: SupportPage,
    officeShareIdea: ShareIdeaPage,
    officeBonusesDeposit: DepositBonusPage,
    officeBonusesWager: WagerBonusPage,
    officeCasinoVipCashback: VipCashbackPage,
    officeCasinoPremiumCashback: PremiumCashbackPage,
    officeRewards: RewardsPage,
    officePromotion: PromotionPage,
  },
};

export default office;
