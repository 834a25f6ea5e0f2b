import { count } from 'drizzle-orm';
import { parseMoney } from '../../lib/money.ts';
import { findMemberByUsername } from '../../modules/member/member.repository.ts';
import { changePoints } from '../../modules/points/points-balance.ts';
import { DEFAULT_POINTS_CONFIG } from '../../modules/points/points-config.ts';
import { inTransaction } from '../../modules/wallet/ledger.service.ts';
import type { Db } from '../client.ts';
import { mallItems, pointsSettings } from '../schema/points.ts';

type Text = Record<'EN' | 'CN' | 'ID' | 'TH' | 'VI', string>;
type Item = {
  names: Text;
  descriptions: Text;
  image: string;
  kind: 'CASH' | 'GOODS';
  points: number;
  cash?: string;
  stock: number | null;
};

const voucher = (amount: number, points: number): Item => ({
  names: {
    EN: `$${amount} Cash Voucher`,
    CN: `${amount}美元现金券`,
    ID: `Voucher Tunai $${amount}`,
    TH: `บัตรกำนัลเงินสด $${amount}`,
    VI: `Phiếu tiền mặt $${amount}`,
  },
  descriptions: {
    EN: `${amount}.00 USD is added to your wallet the moment you redeem. No turnover required.`,
    CN: `兑换后立即将${amount}.00美元存入您的钱包，无需流水。`,
    ID: `${amount}.00 USD langsung masuk ke dompet Anda saat ditukar. Tanpa syarat turnover.`,
    TH: `รับ ${amount}.00 USD เข้ากระเป๋าเงินทันทีที่แลก ไม่ต้องทำยอดเทิร์นโอเวอร์`,
    VI: `${amount}.00 USD được cộng vào ví ngay khi đổi. Không yêu cầu doanh thu cược.`,
  },
  image: `/assets/mall/voucher-${amount}.svg`,
  kind: 'CASH',
  points,
  cash: `${amount}.00`,
  stock: null,
});

const ITEMS: Item[] = [
  voucher(5, 500),
  voucher(10, 950),
  voucher(50, 4500),
  voucher(100, 8800),
  {
    names: {
      EN: 'Lucky Star Hoodie',
      CN: '幸运之星连帽衫',
      ID: 'Hoodie Lucky Star',
      TH: 'เสื้อฮู้ด Lucky Star',
      VI: 'Áo hoodie Lucky Star',
    },
    descriptions: {
      EN: 'Heavyweight black cotton hoodie with the gold Lucky Star emblem. Sizes M to XXL; tell us yours in the delivery details.',
      CN: '厚实黑色纯棉连帽衫，印有金色幸运之星徽章。尺码M至XXL，请在收货信息中注明。',
      ID: 'Hoodie katun hitam tebal dengan lambang emas Lucky Star. Ukuran M sampai XXL; tulis ukuran Anda di detail pengiriman.',
      TH: 'เสื้อฮู้ดผ้าฝ้ายสีดำเนื้อหนา พร้อมตราสัญลักษณ์ Lucky Star สีทอง ไซซ์ M ถึง XXL โปรดระบุไซซ์ในข้อมูลการจัดส่ง',
      VI: 'Áo hoodie cotton đen dày dặn với biểu tượng Lucky Star màu vàng. Cỡ M đến XXL; ghi cỡ của bạn trong thông tin giao hàng.',
    },
    image: '/assets/mall/hoodie.svg',
    kind: 'GOODS',
    points: 3000,
    stock: 50,
  },
  {
    names: {
      EN: 'Gold-plated Lucky Coin',
      CN: '镀金幸运币',
      ID: 'Koin Keberuntungan Berlapis Emas',
      TH: 'เหรียญนำโชคชุบทอง',
      VI: 'Đồng xu may mắn mạ vàng',
    },
    descriptions: {
      EN: 'A 40 mm collectible coin plated in 24k gold, in a velvet gift box.',
      CN: '直径40毫米的24K镀金收藏币，附天鹅绒礼盒。',
      ID: 'Koin koleksi 40 mm berlapis emas 24k, dalam kotak hadiah beludru.',
      TH: 'เหรียญสะสมขนาด 40 มม. ชุบทอง 24k บรรจุในกล่องของขวัญกำมะหยี่',
      VI: 'Đồng xu sưu tầm 40 mm mạ vàng 24k, trong hộp quà nhung.',
    },
    image: '/assets/mall/lucky-coin.svg',
    kind: 'GOODS',
    points: 2000,
    stock: 100,
  },
  {
    names: { EN: 'Wireless Earbuds', CN: '无线耳机', ID: 'Earbud Nirkabel', TH: 'หูฟังไร้สาย', VI: 'Tai nghe không dây' },
    descriptions: {
      EN: 'Noise-cancelling Bluetooth 5.3 earbuds with a charging case and 30 hours of play.',
      CN: '蓝牙5.3降噪耳机，附充电盒，续航30小时。',
      ID: 'Earbud Bluetooth 5.3 peredam bising dengan casing pengisi daya dan 30 jam pemutaran.',
      TH: 'หูฟังบลูทูธ 5.3 ตัดเสียงรบกวน พร้อมเคสชาร์จ ใช้งานได้ 30 ชั่วโมง',
      VI: 'Tai nghe Bluetooth 5.3 chống ồn kèm hộp sạc, nghe nhạc 30 giờ.',
    },
    image: '/assets/mall/earbuds.svg',
    kind: 'GOODS',
    points: 6500,
    stock: 30,
  },
  {
    names: { EN: 'Smart Watch', CN: '智能手表', ID: 'Jam Tangan Pintar', TH: 'สมาร์ทวอทช์', VI: 'Đồng hồ thông minh' },
    descriptions: {
      EN: 'AMOLED smart watch with heart-rate and sleep tracking, water resistant to 50 m.',
      CN: 'AMOLED智能手表，支持心率和睡眠监测，50米防水。',
      ID: 'Jam tangan pintar AMOLED dengan pemantau detak jantung dan tidur, tahan air hingga 50 m.',
      TH: 'สมาร์ทวอทช์จอ AMOLED วัดอัตราการเต้นของหัวใจและการนอน กันน้ำลึก 50 ม.',
      VI: 'Đồng hồ thông minh màn hình AMOLED, đo nhịp tim và giấc ngủ, chống nước 50 m.',
    },
    image: '/assets/mall/smartwatch.svg',
    kind: 'GOODS',
    points: 15000,
    stock: 15,
  },
];

/** Welcome points of the demo member: enough to redeem a voucher and a goods item from the first visit. */
const DEMO_WELCOME_POINTS = 5000n;

/**
 * Mall items (only into an empty mall, so operator edits stay), the points rates, and the demo
 * member's welcome points through the real points path (a record with its source key, so it is
 * granted once). Idempotent.
 */
export async function seedDemoPoints(db: Db, merchantCode: string, scale: number): Promise<void> {
  const [{ n }] = await db.select({ n: count() }).from(mallItems);
  if (n === 0) {
    await db.insert(mallItems).values(
      ITEMS.map((item, index) => ({
        names: item.names,
        descriptions: item.descriptions,
        imageUrl: item.image,
        kind: item.kind,
        pointsCost: BigInt(item.points),
        cashValue: item.cash ? parseMoney(item.cash, scale) : 0n,
        stock: item.stock,
        sort: index * 10,
      })),
    );
  }
  await db.insert(pointsSettings).values({ merchantCode, config: DEFAULT_POINTS_CONFIG }).onConflictDoNothing();
  const demo = await findMemberByUsername(db, 'demo');
  if (!demo) return;
  await inTransaction(db, (tx) =>
    changePoints(tx, {
      memberId: demo.id,
      type: 'ADJUST',
      change: DEMO_WELCOME_POINTS,
      remark: 'Welcome points of the Lucky Star points mall',
      sourceKey: 'seed:welcome-points:demo',
      at: new Date(),
    }),
  );
}
