/**
 * Home-page images and their captions. Every imageUrl points to a team-made SVG in
 * apps/web/public/illustrations/ (no text inside the images; the captions below are shown beside them).
 */
export interface ImageSeed {
  id: string;
  sortOrder: number;
  imageUrl: string;
  titleVi: string;
  titleEn: string;
  textVi: string;
  textEn: string;
  link?: string;
}

export const homeSliders: ImageSeed[] = [
  {
    id: 'slide-sentences',
    sortOrder: 1,
    imageUrl: '/illustrations/slide-sentences.svg',
    titleVi: 'Học từ vựng qua câu thực tế',
    titleEn: 'Learn words from real sentences',
    textVi:
      'Đọc câu tiếng Anh kèm bản dịch tiếng Việt tự nhiên, chạm vào từng từ vựng để xem nghĩa trong chính câu đó, rồi lưu từ bạn muốn nhớ.',
    textEn:
      'Read an English sentence with a natural Vietnamese translation, tap each word to see what it means in that sentence, and save the ones you want to keep.',
    link: '/instructions',
  },
  {
    id: 'slide-review',
    sortOrder: 2,
    imageUrl: '/illustrations/slide-review.svg',
    titleVi: 'Ôn tập đúng lúc sắp quên',
    titleEn: 'Review at the right moment',
    textVi:
      'FSRS, một mô hình trí nhớ hiện đại, xếp lịch ôn tập riêng cho từng từ: từ khó quay lại sớm, từ dễ để sau, nên bạn nhớ lâu hơn với ít lần ôn hơn.',
    textEn:
      'FSRS, a modern memory model, schedules each word on its own: difficult words come back sooner, easy ones later, so you remember more with fewer reviews.',
    link: '/academic-information',
  },
  {
    id: 'slide-classes',
    sortOrder: 3,
    imageUrl: '/illustrations/slide-classes.svg',
    titleVi: 'Lớp học cho giáo viên',
    titleEn: 'Classes for teachers',
    textVi:
      'Soạn học phần hoặc nhập từ file Excel, gắn vào lớp học, thêm học viên bằng email và xem tiến độ của từng học viên.',
    textEn:
      'Build modules or import them from Excel, attach them to your classes, add learners by email and follow each learner’s progress.',
    link: '/services',
  },
];

export const problemImages: ImageSeed[] = [
  {
    id: 'problem-forgetting',
    sortOrder: 1,
    imageUrl: '/illustrations/problem-forgetting.svg',
    titleVi: 'Học trước quên sau',
    titleEn: 'Forgetting words soon after learning them',
    textVi:
      'Hôm nay thuộc, vài hôm sau đã quên. Vocakey nhắc bạn ôn mỗi từ đã lưu vào đúng lúc sắp quên, theo lịch do FSRS tính riêng cho bạn.',
    textEn:
      'Learned today, gone in a few days. Vocakey brings each saved word back for review just before you would forget it, on a schedule FSRS works out for you.',
    link: '/academic-information',
  },
  {
    id: 'problem-context',
    sortOrder: 2,
    imageUrl: '/illustrations/problem-context.svg',
    titleVi: 'Học danh sách từ mà không có ngữ cảnh',
    titleEn: 'Learning word lists without context',
    textVi:
      'Thuộc nghĩa nhưng không biết dùng thế nào. Ở Vocakey, mỗi từ vựng nằm trong một câu thực tế, kèm nghĩa đúng trong câu đó và những từ hay đi cùng.',
    textEn:
      'You know the meaning but not how to use it. In Vocakey every word comes inside a real sentence, with its meaning in that sentence and the words it goes with.',
    link: '/services',
  },
  {
    id: 'problem-pronunciation',
    sortOrder: 3,
    imageUrl: '/illustrations/problem-pronunciation.svg',
    titleVi: 'Không biết phát âm thế nào',
    titleEn: 'Not knowing how to pronounce words',
    textVi:
      'Biết mặt chữ mà ngại nói. Mỗi từ có phiên âm IPA, bạn nghe lại câu và từ, trả lời bằng giọng nói trong trò chơi và luyện phát âm đến khi tự tin.',
    textEn:
      'You can read the word but are afraid to say it. Every word has its IPA; you can listen to sentences and words, answer games by voice and practise pronunciation until you feel sure.',
    link: '/services',
  },
  {
    id: 'problem-time',
    sortOrder: 4,
    imageUrl: '/illustrations/problem-time.svg',
    titleVi: 'Không có thời gian, không có kế hoạch',
    titleEn: 'No time and no plan',
    textVi:
      'Bận rộn và không biết nên học gì trước. Vocakey chia việc học thành những phiên ngắn chỉ vài phút, cho biết hôm nay cần ôn gì và theo dõi tiến độ so với mục tiêu của bạn.',
    textEn:
      'Busy, and unsure what to study first. Vocakey breaks learning into short sessions of a few minutes, tells you what to review today and tracks your progress against your target.',
    link: '/instructions',
  },
];

export const trialImages: ImageSeed[] = [
  {
    id: 'trial-free',
    sortOrder: 1,
    imageUrl: '/illustrations/trial-free.svg',
    titleVi: 'Học thử miễn phí 20 câu',
    titleEn: 'Try 20 sentences for free',
    textVi:
      'Tạo tài khoản dùng thử và học tối đa 20 câu thuộc các chủ đề dùng thử, với đầy đủ bản dịch, từ vựng và phát âm.',
    textEn:
      'Create a trial account and learn up to 20 sentences of the trial topics, with their translations, words and pronunciation.',
    link: '/instructions',
  },
  {
    id: 'trial-upgrade',
    sortOrder: 2,
    imageUrl: '/illustrations/trial-upgrade.svg',
    titleVi: 'Nâng cấp khi bạn sẵn sàng',
    titleEn: 'Upgrade when you are ready',
    textVi:
      'Khi muốn học tiếp, chọn gói thường hoặc gói pro và thanh toán bằng chuyển khoản qua mã VietQR. Gói được kích hoạt khi nhận được tiền, thông thường chỉ sau vài phút.',
    textEn:
      'When you want to go further, choose the normal or pro package and pay by bank transfer with a VietQR code. The package is activated when the transfer arrives, usually within minutes.',
    link: '/payments',
  },
];
