export interface LevelSeed {
  id: 'A1' | 'A2' | 'B1' | 'B2' | 'C1' | 'C2';
  sortOrder: number;
  nameVi: string;
  nameEn: string;
  descriptionVi: string;
  descriptionEn: string;
}

export const levels: LevelSeed[] = [
  {
    id: 'A1',
    sortOrder: 1,
    nameVi: 'A1 – Mới bắt đầu',
    nameEn: 'A1 – Beginner',
    descriptionVi:
      'Hiểu và dùng được những cách diễn đạt quen thuộc hằng ngày và những câu rất đơn giản. Có thể tự giới thiệu bản thân, hỏi và trả lời về thông tin cá nhân nếu người đối diện nói chậm, rõ ràng.',
    descriptionEn:
      'Can understand and use familiar everyday expressions and very basic phrases. Can introduce themselves and ask and answer simple personal questions if the other person speaks slowly and clearly.',
  },
  {
    id: 'A2',
    sortOrder: 2,
    nameVi: 'A2 – Sơ cấp',
    nameEn: 'A2 – Elementary',
    descriptionVi:
      'Hiểu được những câu và cách diễn đạt thường gặp về các chủ đề gần gũi như gia đình, mua sắm, công việc, nơi ở. Có thể giao tiếp trong những tình huống đơn giản, quen thuộc và kể ngắn gọn về bản thân, môi trường xung quanh.',
    descriptionEn:
      'Can understand sentences and frequent expressions about familiar topics such as family, shopping, work and the local area. Can handle simple, routine exchanges and describe their background and surroundings in simple terms.',
  },
  {
    id: 'B1',
    sortOrder: 3,
    nameVi: 'B1 – Trung cấp',
    nameEn: 'B1 – Intermediate',
    descriptionVi:
      'Nắm được ý chính khi nghe, đọc những nội dung rõ ràng về chủ đề quen thuộc ở nơi làm việc, trường học hay lúc giải trí. Có thể xoay xở trong hầu hết tình huống khi đi du lịch, kể lại trải nghiệm và nêu lý do cho ý kiến của mình.',
    descriptionEn:
      'Can understand the main points of clear standard input on familiar matters at work, school and leisure. Can deal with most situations while travelling, describe experiences and give reasons for opinions and plans.',
  },
  {
    id: 'B2',
    sortOrder: 4,
    nameVi: 'B2 – Trung cao cấp',
    nameEn: 'B2 – Upper intermediate',
    descriptionVi:
      'Hiểu ý chính của những văn bản phức tạp về cả chủ đề cụ thể lẫn trừu tượng, kể cả các trao đổi chuyên môn trong lĩnh vực của mình. Có thể trò chuyện trôi chảy, tự nhiên với người bản ngữ mà không bên nào thấy khó khăn, và trình bày rõ ràng quan điểm của mình.',
    descriptionEn:
      'Can understand the main ideas of complex texts on both concrete and abstract topics, including technical discussions in their field. Can talk fluently and spontaneously with native speakers without strain on either side and explain a viewpoint clearly.',
  },
  {
    id: 'C1',
    sortOrder: 5,
    nameVi: 'C1 – Cao cấp',
    nameEn: 'C1 – Advanced',
    descriptionVi:
      'Hiểu được nhiều loại văn bản dài, khó và nhận ra cả những ý ngầm. Có thể diễn đạt trôi chảy, tự nhiên mà không phải mất công tìm từ, sử dụng ngôn ngữ linh hoạt, hiệu quả trong giao tiếp xã hội, học thuật và công việc.',
    descriptionEn:
      'Can understand a wide range of demanding, longer texts and recognise implicit meaning. Can express ideas fluently and spontaneously without much searching for words, and use language flexibly for social, academic and professional purposes.',
  },
  {
    id: 'C2',
    sortOrder: 6,
    nameVi: 'C2 – Thành thạo',
    nameEn: 'C2 – Proficient',
    descriptionVi:
      'Hiểu dễ dàng hầu như mọi thứ nghe hoặc đọc được, có thể tóm tắt và trình bày lại thông tin từ nhiều nguồn khác nhau. Diễn đạt rất trôi chảy, chính xác và phân biệt được những sắc thái nghĩa tinh tế, kể cả trong những tình huống phức tạp.',
    descriptionEn:
      'Can understand with ease virtually everything heard or read, and summarise information from different sources in a coherent way. Can express themselves very fluently and precisely, distinguishing finer shades of meaning even in complex situations.',
  },
];
