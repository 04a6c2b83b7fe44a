export interface GrammarExample {
  en: string;
  vi: string;
}

export interface GrammarSeed {
  id: string;
  level: 'A1' | 'A2' | 'B1' | 'B2' | 'C1' | 'C2';
  nameEn: string;
  nameVi: string;
  descriptionEn: string;
  descriptionVi: string;
  examples: GrammarExample[];
}

export const grammars: GrammarSeed[] = [
  // A1
  {
    id: 'verb-to-be',
    level: 'A1',
    nameEn: 'The verb "be" (am, is, are)',
    nameVi: 'Động từ "to be" (am, is, are)',
    descriptionEn:
      'We use "be" to say who or what someone or something is, and to talk about age, jobs, feelings, places and states. In the present it has three forms: I am, he/she/it is, you/we/they are. Negatives add "not" (S + am/is/are + not) and questions put the verb first (Am/Is/Are + S ...?).',
    descriptionVi:
      'Động từ "to be" dùng để giới thiệu ai là ai, cái gì là gì, hoặc để nói về tuổi tác, nghề nghiệp, cảm xúc, vị trí và trạng thái. Ở hiện tại, "to be" có ba dạng: I am, he/she/it is, you/we/they are. Câu phủ định thêm "not" sau động từ (S + am/is/are + not), còn câu hỏi thì đưa động từ lên đầu câu (Am/Is/Are + S ...?).',
    examples: [
      { en: "I'm a nurse at a hospital in Da Nang.", vi: 'Tôi là y tá ở một bệnh viện tại Đà Nẵng.' },
      { en: 'Are you tired? You look sleepy.', vi: 'Bạn mệt à? Trông bạn buồn ngủ quá.' },
      { en: "The shop isn't open on Sundays.", vi: 'Cửa hàng không mở cửa vào Chủ nhật.' },
    ],
  },
  {
    id: 'present-simple',
    level: 'A1',
    nameEn: 'Present simple',
    nameVi: 'Thì hiện tại đơn',
    descriptionEn:
      'We use the present simple for habits, routines, facts and things that are generally true. Form: S + V(s/es), adding -s/-es to the verb with he/she/it. Negatives and questions use do/does: S + do/does + not + V; Do/Does + S + V?',
    descriptionVi:
      'Thì hiện tại đơn dùng để nói về thói quen, công việc hằng ngày, sự thật hiển nhiên và những điều luôn đúng. Cấu trúc: S + V(s/es), trong đó động từ thêm -s/-es khi chủ ngữ là he/she/it. Câu phủ định và câu hỏi mượn trợ động từ do/does: S + do/does + not + V; Do/Does + S + V?',
    examples: [
      { en: 'My father drinks coffee every morning.', vi: 'Sáng nào bố tôi cũng uống cà phê.' },
      { en: 'Water boils at 100 degrees Celsius.', vi: 'Nước sôi ở 100 độ C.' },
      { en: "She doesn't work on Saturdays.", vi: 'Cô ấy không đi làm vào thứ Bảy.' },
    ],
  },
  {
    id: 'present-continuous',
    level: 'A1',
    nameEn: 'Present continuous',
    nameVi: 'Thì hiện tại tiếp diễn',
    descriptionEn:
      'We use the present continuous for actions happening now or around now, and for temporary situations. Form: S + am/is/are + V-ing. Time expressions such as now, right now, at the moment and today are common.',
    descriptionVi:
      'Thì hiện tại tiếp diễn dùng để diễn tả hành động đang xảy ra ngay lúc nói hoặc trong giai đoạn hiện tại, và những tình huống mang tính tạm thời. Cấu trúc: S + am/is/are + V-ing. Thường đi kèm các từ như now, right now, at the moment, today.',
    examples: [
      {
        en: "I'm cooking dinner right now. Can I call you back?",
        vi: 'Giờ mình đang nấu cơm tối. Lát mình gọi lại nhé?',
      },
      { en: "It's raining, so take an umbrella.", vi: 'Trời đang mưa đấy, mang ô theo đi.' },
      { en: 'My sister is staying with us this week.', vi: 'Tuần này em gái tôi sang ở cùng nhà tôi.' },
    ],
  },
  {
    id: 'imperatives',
    level: 'A1',
    nameEn: 'Imperatives',
    nameVi: 'Câu mệnh lệnh',
    descriptionEn:
      'We use imperatives to give instructions, orders, advice, warnings and invitations. Form: the base form of the verb at the start of the sentence, with no subject (V + ...); negative: Don\'t + V. Add "please" to sound more polite, and use "Let\'s + V" for suggestions that include the speaker.',
    descriptionVi:
      'Câu mệnh lệnh dùng để hướng dẫn, yêu cầu, khuyên nhủ, cảnh báo hoặc mời ai đó. Cấu trúc: động từ nguyên mẫu đứng đầu câu, không có chủ ngữ (V + ...); dạng phủ định là Don\'t + V. Thêm "please" để câu lịch sự hơn, còn "Let\'s + V" dùng để rủ người khác cùng làm.',
    examples: [
      { en: 'Please turn off your phone during the exam.', vi: 'Vui lòng tắt điện thoại trong giờ thi.' },
      { en: "Don't touch the stove. It's hot.", vi: 'Đừng chạm vào bếp, nóng đấy.' },
      { en: "Let's meet at the café at seven.", vi: 'Bảy giờ mình gặp nhau ở quán cà phê nhé.' },
    ],
  },
  {
    id: 'there-is-there-are',
    level: 'A1',
    nameEn: 'There is / there are',
    nameVi: 'Cấu trúc "there is / there are"',
    descriptionEn:
      'We use "there is / there are" to say that something exists or to describe what is in a place. Form: There is + singular or uncountable noun; There are + plural noun. Negative: there isn\'t / there aren\'t; question: Is there ...? / Are there ...?',
    descriptionVi:
      'Cấu trúc "there is / there are" dùng để nói ở đâu đó có cái gì, hoặc để miêu tả một nơi. Cấu trúc: There is + danh từ số ít hoặc danh từ không đếm được; There are + danh từ số nhiều. Phủ định: there isn\'t / there aren\'t; câu hỏi: Is there ...? / Are there ...?',
    examples: [
      { en: 'There is a pharmacy next to the bank.', vi: 'Có một hiệu thuốc ngay cạnh ngân hàng.' },
      { en: 'There are thirty students in my class.', vi: 'Lớp tôi có ba mươi học sinh.' },
      { en: 'Is there any milk in the fridge?', vi: 'Trong tủ lạnh còn sữa không?' },
    ],
  },
  {
    id: 'articles',
    level: 'A1',
    nameEn: 'Articles: a, an, the',
    nameVi: 'Mạo từ a, an, the',
    descriptionEn:
      'We use "a/an" with singular countable nouns when we mention something for the first time or mean any one of a kind: "a" before a consonant sound, "an" before a vowel sound. We use "the" when the listener knows which thing we mean, or when there is only one of it. We use no article with plural or uncountable nouns when we talk in general.',
    descriptionVi:
      'Dùng "a/an" trước danh từ đếm được số ít khi nhắc đến lần đầu hoặc khi nói chung chung một người, một vật bất kỳ: "a" đứng trước từ bắt đầu bằng phụ âm, "an" đứng trước từ bắt đầu bằng nguyên âm (xét theo cách phát âm, không theo chữ viết). Dùng "the" khi người nghe đã biết ta đang nói đến cái nào, hoặc khi sự vật đó là duy nhất. Không dùng mạo từ trước danh từ số nhiều hay danh từ không đếm được khi nói chung.',
    examples: [
      { en: 'I bought a new bike. The bike is blue.', vi: 'Tôi vừa mua một chiếc xe đạp mới, xe màu xanh dương.' },
      { en: 'She is an engineer at a big company.', vi: 'Chị ấy là kỹ sư ở một công ty lớn.' },
      { en: 'The sun rises in the east.', vi: 'Mặt trời mọc ở hướng đông.' },
    ],
  },
  {
    id: 'possessives',
    level: 'A1',
    nameEn: "Possessive adjectives and possessive 's",
    nameVi: "Tính từ sở hữu và sở hữu cách ('s)",
    descriptionEn:
      "We use possessive adjectives (my, your, his, her, its, our, their) before a noun to show who something belongs to. We can also add 's to a noun for a person or animal (Lan's phone), or only an apostrophe after a plural noun ending in -s (my parents' house). Form: possessive adjective + noun; noun + 's + noun.",
    descriptionVi:
      "Tính từ sở hữu (my, your, his, her, its, our, their) đứng trước danh từ để cho biết vật đó là của ai. Ta cũng có thể thêm 's vào sau danh từ chỉ người hoặc con vật (Lan's phone: điện thoại của Lan); với danh từ số nhiều tận cùng bằng -s thì chỉ thêm dấu ' (my parents' house: nhà bố mẹ tôi). Cấu trúc: tính từ sở hữu + danh từ; danh từ + 's + danh từ.",
    examples: [
      { en: 'This is my brother, and that is his car.', vi: 'Đây là anh trai tôi, còn kia là xe của anh ấy.' },
      { en: "Lan's mother is a teacher.", vi: 'Mẹ của Lan là giáo viên.' },
      { en: "We're having dinner at my parents' house tonight.", vi: 'Tối nay chúng tôi ăn cơm ở nhà bố mẹ tôi.' },
    ],
  },
  {
    id: 'object-pronouns',
    level: 'A1',
    nameEn: 'Object pronouns',
    nameVi: 'Đại từ tân ngữ',
    descriptionEn:
      'Object pronouns (me, you, him, her, it, us, them) replace a noun that receives the action. They come after a verb or a preposition. Form: S + V + object pronoun; preposition + object pronoun.',
    descriptionVi:
      'Đại từ tân ngữ (me, you, him, her, it, us, them) dùng để thay cho danh từ chịu tác động của hành động. Chúng đứng sau động từ hoặc sau giới từ. Cấu trúc: S + V + đại từ tân ngữ; giới từ + đại từ tân ngữ.',
    examples: [
      { en: 'Can you help me with this box?', vi: 'Bạn giúp mình bê cái thùng này được không?' },
      {
        en: "I called her yesterday, but she didn't answer.",
        vi: 'Hôm qua tôi gọi cho cô ấy nhưng cô ấy không nghe máy.',
      },
      { en: 'These cakes are for them.', vi: 'Mấy cái bánh này là phần của họ.' },
    ],
  },
  {
    id: 'prepositions-of-time',
    level: 'A1',
    nameEn: 'Prepositions of time: at, on, in',
    nameVi: 'Giới từ chỉ thời gian: at, on, in',
    descriptionEn:
      'We use "at" with clock times, festivals and short moments (at 7 o\'clock, at Tet, at night), "on" with days and dates (on Monday, on 2 September), and "in" with months, years, seasons and parts of the day (in May, in 2025, in the morning). Form: at/on/in + time expression.',
    descriptionVi:
      'Dùng "at" với giờ cụ thể, dịp lễ Tết và những thời điểm ngắn (at 7 o\'clock, at Tet, at night), "on" với thứ và ngày tháng (on Monday, on 2 September), và "in" với tháng, năm, mùa và các buổi trong ngày (in May, in 2025, in the morning). Cấu trúc: at/on/in + cụm từ chỉ thời gian.',
    examples: [
      { en: "The meeting starts at nine o'clock.", vi: 'Cuộc họp bắt đầu lúc chín giờ.' },
      {
        en: 'Vietnamese families usually get together at Tet.',
        vi: 'Các gia đình Việt Nam thường sum họp vào dịp Tết.',
      },
      { en: 'My birthday is on 15 March.', vi: 'Sinh nhật tôi vào ngày 15 tháng 3.' },
    ],
  },
  {
    id: 'prepositions-of-place',
    level: 'A1',
    nameEn: 'Prepositions of place',
    nameVi: 'Giới từ chỉ nơi chốn',
    descriptionEn:
      'We use "in" for inside a space (in the room, in Ha Noi), "on" for a surface (on the table, on the wall) and "at" for a point or a place where an activity happens (at the door, at school). Other common prepositions are next to, behind, in front of, between, under and opposite. Form: S + be/V + preposition + place.',
    descriptionVi:
      'Dùng "in" khi ở bên trong một không gian (in the room, in Ha Noi), "on" khi ở trên một bề mặt (on the table, on the wall) và "at" cho một điểm hoặc địa điểm diễn ra hoạt động (at the door, at school). Các giới từ thường gặp khác: next to (bên cạnh), behind (phía sau), in front of (phía trước), between (ở giữa), under (bên dưới), opposite (đối diện). Cấu trúc: S + be/V + giới từ + nơi chốn.',
    examples: [
      { en: 'Your keys are on the table.', vi: 'Chìa khóa của bạn ở trên bàn ấy.' },
      { en: 'The bus stop is in front of the school.', vi: 'Bến xe buýt nằm ngay trước trường học.' },
      { en: "I'll wait for you at the station.", vi: 'Mình sẽ đợi bạn ở nhà ga.' },
    ],
  },
  {
    id: 'can-could',
    level: 'A1',
    nameEn: 'Modal verbs: can and could',
    nameVi: 'Động từ khuyết thiếu can và could',
    descriptionEn:
      'We use "can" to talk about ability, possibility and permission and to make requests, and "could" for ability in the past or for more polite requests. Form: S + can/could + V (base form); negative: can\'t/couldn\'t + V; question: Can/Could + S + V? The verb after can/could never takes -s or "to".',
    descriptionVi:
      '"Can" dùng để nói về khả năng, sự cho phép, hoặc để nhờ vả, xin phép; "could" dùng để nói về khả năng trong quá khứ hoặc để nhờ vả một cách lịch sự hơn. Cấu trúc: S + can/could + V (nguyên mẫu); phủ định: can\'t/couldn\'t + V; câu hỏi: Can/Could + S + V? Động từ sau can/could luôn ở dạng nguyên mẫu, không thêm -s và không có "to".',
    examples: [
      { en: 'She can speak three languages.', vi: 'Cô ấy nói được ba thứ tiếng.' },
      { en: "I couldn't swim when I was five.", vi: 'Hồi năm tuổi tôi chưa biết bơi.' },
      { en: 'Could you send me the file, please?', vi: 'Anh gửi giúp em file đó được không ạ?' },
    ],
  },
  {
    id: 'adverbs-of-frequency',
    level: 'A1',
    nameEn: 'Adverbs of frequency',
    nameVi: 'Trạng từ chỉ tần suất',
    descriptionEn:
      'Adverbs of frequency (always, usually, often, sometimes, rarely, never) tell us how often something happens. They go before the main verb but after the verb "be". Form: S + adverb + V; S + be + adverb.',
    descriptionVi:
      'Trạng từ chỉ tần suất (always, usually, often, sometimes, rarely, never) cho biết một việc xảy ra thường xuyên đến mức nào. Chúng đứng trước động từ thường nhưng đứng sau động từ "to be". Cấu trúc: S + trạng từ + V; S + be + trạng từ.',
    examples: [
      { en: 'I usually go to work by motorbike.', vi: 'Tôi thường đi làm bằng xe máy.' },
      { en: 'He is never late for class.', vi: 'Cậu ấy chưa bao giờ đi học muộn.' },
      { en: 'We sometimes have pho for breakfast.', vi: 'Thỉnh thoảng chúng tôi ăn sáng bằng phở.' },
    ],
  },
  {
    id: 'conjunctions-and-but-so-because',
    level: 'A1',
    nameEn: 'Conjunctions: and, but, so, because',
    nameVi: 'Liên từ and, but, so, because',
    descriptionEn:
      'Conjunctions join words or clauses. "And" adds information, "but" shows contrast, "so" shows a result and "because" gives a reason. Form: clause + and/but/so/because + clause; a comma often comes before "but" and "so".',
    descriptionVi:
      'Liên từ dùng để nối các từ hoặc các mệnh đề với nhau. "And" (và) dùng để bổ sung thông tin, "but" (nhưng) chỉ sự đối lập, "so" (nên, vì vậy) chỉ kết quả, còn "because" (vì, bởi vì) nêu lý do. Cấu trúc: mệnh đề + and/but/so/because + mệnh đề; trước "but" và "so" thường có dấu phẩy.',
    examples: [
      { en: 'I like tea, but my wife prefers coffee.', vi: 'Tôi thích trà, còn vợ tôi thì thích cà phê hơn.' },
      { en: 'It was late, so we took a taxi home.', vi: 'Muộn rồi nên chúng tôi bắt taxi về nhà.' },
      { en: 'She is happy because she passed the exam.', vi: 'Cô ấy vui vì đã thi đỗ.' },
    ],
  },
  {
    id: 'countable-uncountable-nouns',
    level: 'A1',
    nameEn: 'Countable and uncountable nouns',
    nameVi: 'Danh từ đếm được và không đếm được',
    descriptionEn:
      'Countable nouns can be counted and have singular and plural forms (an apple, two apples). Uncountable nouns, such as water, rice, money and information, have no plural form and are not used with "a/an" or numbers. To count them, we use a unit: a glass of water, a bowl of rice, a piece of information.',
    descriptionVi:
      'Danh từ đếm được là những thứ có thể đếm được, có dạng số ít và số nhiều (an apple, two apples). Danh từ không đếm được như water, rice, money, information không có dạng số nhiều và không đi với "a/an" hay con số. Muốn đếm, ta dùng từ chỉ đơn vị: a glass of water (một cốc nước), a bowl of rice (một bát cơm), a piece of information (một thông tin).',
    examples: [
      { en: "I'd like two bananas and a bottle of water.", vi: 'Cho tôi hai quả chuối và một chai nước.' },
      { en: 'Rice is the main food in Viet Nam.', vi: 'Gạo là lương thực chính ở Việt Nam.' },
      { en: 'Can I have some information about the course?', vi: 'Cho tôi xin thông tin về khóa học được không?' },
    ],
  },
  {
    id: 'wh-questions',
    level: 'A1',
    nameEn: 'Wh- questions',
    nameVi: 'Câu hỏi có từ để hỏi (Wh- questions)',
    descriptionEn:
      'We use question words (what, where, when, who, why, which, how) to ask for specific information. Form: Wh- word + auxiliary (do/does/did, be, can...) + S + V? When the question word is the subject, there is no auxiliary: Who called you?',
    descriptionVi:
      'Các từ để hỏi (what, where, when, who, why, which, how) dùng để hỏi thông tin cụ thể chứ không chỉ để trả lời có hay không. Cấu trúc: từ để hỏi + trợ động từ (do/does/did, be, can...) + S + V? Khi từ để hỏi đóng vai trò chủ ngữ thì không cần trợ động từ: Who called you? (Ai gọi cho bạn thế?)',
    examples: [
      { en: 'Where do you live?', vi: 'Bạn sống ở đâu?' },
      { en: 'What time does the train leave?', vi: 'Tàu chạy lúc mấy giờ?' },
      { en: 'Why are you learning English?', vi: 'Vì sao bạn học tiếng Anh?' },
    ],
  },
  {
    id: 'would-like',
    level: 'A1',
    nameEn: '"Would like" for wants and offers',
    nameVi: 'Cấu trúc "would like" (muốn, mời)',
    descriptionEn:
      'We use "would like" as a polite way to say what we want or to offer something. Form: S + would (\'d) like + noun / to + V; question: Would you like + noun / to + V? It is more polite than "want", especially when ordering or asking for something.',
    descriptionVi:
      '"Would like" là cách nói lịch sự để diễn đạt mong muốn hoặc để mời ai đó. Cấu trúc: S + would (\'d) like + danh từ / to + V; câu hỏi: Would you like + danh từ / to + V? Cách nói này lịch sự hơn "want", nhất là khi gọi món hoặc nhờ vả.',
    examples: [
      { en: "I'd like a glass of iced tea, please.", vi: 'Cho tôi một cốc trà đá nhé.' },
      { en: 'Would you like to join us for lunch?', vi: 'Bạn có muốn ăn trưa cùng bọn mình không?' },
    ],
  },

  // A2
  {
    id: 'past-simple',
    level: 'A2',
    nameEn: 'Past simple',
    nameVi: 'Thì quá khứ đơn',
    descriptionEn:
      "We use the past simple for finished actions and situations at a specific time in the past. Form: S + V-ed for regular verbs, or the past form of irregular verbs (go → went); negative: S + did not (didn't) + V; question: Did + S + V? Common time expressions include yesterday, last week, ago and in 2020.",
    descriptionVi:
      "Thì quá khứ đơn dùng để nói về hành động, sự việc đã xảy ra và kết thúc tại một thời điểm xác định trong quá khứ. Cấu trúc: S + V-ed với động từ có quy tắc, hoặc dạng quá khứ của động từ bất quy tắc (go → went); phủ định: S + did not (didn't) + V; câu hỏi: Did + S + V? Thường đi kèm các từ như yesterday, last week, ago, in 2020.",
    examples: [
      { en: 'We visited Hoi An last summer.', vi: 'Hè năm ngoái chúng tôi đã đi Hội An.' },
      { en: "I didn't sleep well last night.", vi: 'Tối qua tôi ngủ không ngon.' },
      { en: 'Did you watch the football match yesterday?', vi: 'Hôm qua bạn có xem trận bóng đá không?' },
    ],
  },
  {
    id: 'past-continuous',
    level: 'A2',
    nameEn: 'Past continuous',
    nameVi: 'Thì quá khứ tiếp diễn',
    descriptionEn:
      'We use the past continuous for an action that was in progress at a time in the past, often interrupted by a shorter action in the past simple. Form: S + was/were + V-ing. It often appears with "when" and "while".',
    descriptionVi:
      'Thì quá khứ tiếp diễn dùng để diễn tả một hành động đang diễn ra tại một thời điểm trong quá khứ, thường bị một hành động ngắn hơn (chia ở thì quá khứ đơn) xen vào. Cấu trúc: S + was/were + V-ing. Thường đi với "when" và "while".',
    examples: [
      { en: 'I was having dinner when you called.', vi: 'Lúc bạn gọi thì mình đang ăn tối.' },
      { en: 'At 8 p.m. yesterday, we were watching a film.', vi: 'Tám giờ tối qua chúng tôi đang xem phim.' },
      {
        en: 'While she was driving to work, it started to rain.',
        vi: 'Khi cô ấy đang lái xe đi làm thì trời bắt đầu mưa.',
      },
    ],
  },
  {
    id: 'present-perfect',
    level: 'A2',
    nameEn: 'Present perfect',
    nameVi: 'Thì hiện tại hoàn thành',
    descriptionEn:
      "We use the present perfect for life experiences with no specific time, for situations that started in the past and continue now, and for recent actions with a result in the present. Form: S + have/has + past participle (V3); negative: haven't/hasn't + V3; question: Have/Has + S + V3? Common words include ever, never, already, yet, just, for and since.",
    descriptionVi:
      "Thì hiện tại hoàn thành dùng để nói về trải nghiệm mà không nêu thời điểm cụ thể, về việc bắt đầu trong quá khứ và vẫn kéo dài đến hiện tại, hoặc việc vừa xảy ra và còn ảnh hưởng đến bây giờ. Cấu trúc: S + have/has + V3 (quá khứ phân từ); phủ định: haven't/hasn't + V3; câu hỏi: Have/Has + S + V3? Thường đi với ever, never, already, yet, just, for, since.",
    examples: [
      { en: 'Have you ever been to Sa Pa?', vi: 'Bạn đã bao giờ đến Sa Pa chưa?' },
      { en: "I've worked here for three years.", vi: 'Tôi làm ở đây được ba năm rồi.' },
      { en: 'She has just finished her report.', vi: 'Cô ấy vừa làm xong bản báo cáo.' },
    ],
  },
  {
    id: 'future-will',
    level: 'A2',
    nameEn: 'Future simple with "will"',
    nameVi: 'Thì tương lai đơn (will)',
    descriptionEn:
      "We use \"will\" for decisions made at the moment of speaking, predictions based on opinion, promises and offers. Form: S + will ('ll) + V; negative: S + will not (won't) + V; question: Will + S + V? It often follows I think, probably and I'm sure.",
    descriptionVi:
      "Thì tương lai đơn với \"will\" dùng để diễn đạt quyết định đưa ra ngay lúc nói, dự đoán dựa trên ý kiến cá nhân, lời hứa và lời đề nghị giúp đỡ. Cấu trúc: S + will ('ll) + V; phủ định: S + will not (won't) + V; câu hỏi: Will + S + V? Thường đi sau I think, probably, I'm sure.",
    examples: [
      { en: "It's hot in here. I'll open the window.", vi: 'Trong này nóng quá, để tôi mở cửa sổ.' },
      { en: 'I think it will rain this afternoon.', vi: 'Tôi nghĩ chiều nay trời sẽ mưa.' },
      { en: "Don't worry, I won't tell anyone.", vi: 'Đừng lo, mình sẽ không nói với ai đâu.' },
    ],
  },
  {
    id: 'be-going-to',
    level: 'A2',
    nameEn: 'Future with "be going to"',
    nameVi: 'Tương lai gần với "be going to"',
    descriptionEn:
      'We use "be going to" for plans and intentions decided before the moment of speaking, and for predictions based on what we can see now. Form: S + am/is/are + going to + V; negative: S + am/is/are + not + going to + V; question: Am/Is/Are + S + going to + V?',
    descriptionVi:
      '"Be going to" dùng để nói về kế hoạch, dự định đã quyết định từ trước lúc nói, và để dự đoán dựa trên dấu hiệu thấy được ở hiện tại. Cấu trúc: S + am/is/are + going to + V; phủ định: S + am/is/are + not + going to + V; câu hỏi: Am/Is/Are + S + going to + V?',
    examples: [
      { en: "We're going to buy a new apartment next year.", vi: 'Năm sau chúng tôi định mua một căn hộ mới.' },
      { en: "Look at those dark clouds. It's going to rain.", vi: 'Nhìn mây đen kìa, sắp mưa rồi.' },
      { en: 'What are you going to do after graduation?', vi: 'Tốt nghiệp xong bạn định làm gì?' },
    ],
  },
  {
    id: 'present-continuous-future',
    level: 'A2',
    nameEn: 'Present continuous for future arrangements',
    nameVi: 'Thì hiện tại tiếp diễn diễn tả tương lai',
    descriptionEn:
      'We use the present continuous to talk about fixed future arrangements, usually with the time and place already agreed. Form: S + am/is/are + V-ing + future time expression (tonight, tomorrow, next week). It is very common with verbs such as meet, come, leave, have and fly.',
    descriptionVi:
      'Thì hiện tại tiếp diễn còn được dùng để nói về những việc đã lên lịch, sắp xếp chắc chắn trong tương lai, thường đã hẹn rõ thời gian, địa điểm. Cấu trúc: S + am/is/are + V-ing + trạng từ chỉ thời gian tương lai (tonight, tomorrow, next week). Hay dùng với các động từ như meet, come, leave, have, fly.',
    examples: [
      { en: "I'm meeting a client at ten tomorrow.", vi: 'Mười giờ sáng mai tôi có hẹn gặp khách hàng.' },
      { en: "We're flying to Phu Quoc on Friday.", vi: 'Thứ Sáu này chúng tôi bay ra Phú Quốc.' },
      { en: 'What are you doing this weekend?', vi: 'Cuối tuần này bạn có kế hoạch gì không?' },
    ],
  },
  {
    id: 'comparatives',
    level: 'A2',
    nameEn: 'Comparative adjectives',
    nameVi: 'So sánh hơn',
    descriptionEn:
      'We use comparative adjectives to compare two people or things. Form: short adjective + -er + than (cheap → cheaper than); more + long adjective + than (more expensive than). Some forms are irregular: good → better, bad → worse, far → farther/further.',
    descriptionVi:
      'So sánh hơn dùng để so sánh giữa hai người hoặc hai sự vật. Cấu trúc: với tính từ ngắn, thêm -er + than (cheap → cheaper than); với tính từ dài, dùng more + tính từ + than (more expensive than). Một số tính từ bất quy tắc: good → better, bad → worse, far → farther/further.',
    examples: [
      {
        en: 'In December, Ha Noi is much colder than Ho Chi Minh City.',
        vi: 'Vào tháng Mười Hai, Hà Nội lạnh hơn TP. Hồ Chí Minh nhiều.',
      },
      { en: 'This phone is more expensive than mine.', vi: 'Cái điện thoại này đắt hơn cái của tôi.' },
      { en: 'My English is getting better.', vi: 'Tiếng Anh của tôi đang khá lên.' },
    ],
  },
  {
    id: 'superlatives',
    level: 'A2',
    nameEn: 'Superlative adjectives',
    nameVi: 'So sánh nhất',
    descriptionEn:
      'We use superlative adjectives to say that a person or thing is at the top or bottom of a group of three or more. Form: the + short adjective + -est (the tallest); the most + long adjective (the most beautiful). Irregular forms include good → the best and bad → the worst.',
    descriptionVi:
      'So sánh nhất dùng để nói một người hay vật đứng đầu (hoặc đứng cuối) trong một nhóm từ ba đối tượng trở lên. Cấu trúc: the + tính từ ngắn + -est (the tallest); the most + tính từ dài (the most beautiful). Dạng bất quy tắc: good → the best, bad → the worst.',
    examples: [
      { en: 'Fansipan is the highest mountain in Viet Nam.', vi: 'Phan Xi Păng là ngọn núi cao nhất Việt Nam.' },
      { en: "This is the most delicious pho I've ever eaten.", vi: 'Đây là bát phở ngon nhất mà tôi từng ăn.' },
      { en: 'Friday is the busiest day of the week.', vi: 'Thứ Sáu là ngày bận rộn nhất trong tuần.' },
    ],
  },
  {
    id: 'quantifiers',
    level: 'A2',
    nameEn: 'Quantifiers: some, any, much, many, a lot of, a few, a little',
    nameVi: 'Từ chỉ số lượng: some, any, much, many, a lot of, a few, a little',
    descriptionEn:
      'Quantifiers tell us how much or how many. We use "some" in positive sentences and offers and "any" in negatives and questions; "many" and "a few" go with plural countable nouns, while "much" and "a little" go with uncountable nouns. "A lot of" works with both. Form: quantifier + noun.',
    descriptionVi:
      'Từ chỉ số lượng cho biết nhiều hay ít. "Some" thường dùng trong câu khẳng định và lời mời, "any" dùng trong câu phủ định và câu hỏi; "many", "a few" đi với danh từ đếm được số nhiều, còn "much", "a little" đi với danh từ không đếm được. "A lot of" dùng được cho cả hai loại. Cấu trúc: từ chỉ số lượng + danh từ.',
    examples: [
      { en: "There isn't much traffic this morning.", vi: 'Sáng nay đường không đông lắm.' },
      { en: 'How many people are coming to the party?', vi: 'Có bao nhiêu người đến dự tiệc vậy?' },
      { en: 'I have a few friends in Hue.', vi: 'Tôi có vài người bạn ở Huế.' },
    ],
  },
  {
    id: 'must-have-to',
    level: 'A2',
    nameEn: 'Modal verbs: must and have to',
    nameVi: 'Động từ khuyết thiếu must và have to',
    descriptionEn:
      'We use "must" and "have to" to talk about obligation: "must" often shows the speaker\'s own opinion or a written rule, while "have to" shows an obligation from outside. Form: S + must + V; S + have/has to + V. Be careful: "mustn\'t" means something is not allowed, but "don\'t have to" means it is not necessary.',
    descriptionVi:
      '"Must" và "have to" đều diễn tả sự bắt buộc: "must" thường thể hiện ý kiến của chính người nói hoặc quy định được ghi rõ, còn "have to" chỉ sự bắt buộc đến từ bên ngoài (luật lệ, hoàn cảnh). Cấu trúc: S + must + V; S + have/has to + V. Lưu ý: "mustn\'t" nghĩa là không được phép làm, còn "don\'t have to" nghĩa là không cần phải làm.',
    examples: [
      { en: 'You must wear a helmet when you ride a motorbike.', vi: 'Đi xe máy thì phải đội mũ bảo hiểm.' },
      { en: 'I have to get up early tomorrow for work.', vi: 'Mai tôi phải dậy sớm để đi làm.' },
      {
        en: "You don't have to bring anything. We have plenty of food.",
        vi: 'Bạn không cần mang gì đâu, nhà mình có nhiều đồ ăn lắm.',
      },
    ],
  },
  {
    id: 'should',
    level: 'A2',
    nameEn: 'Modal verb: should',
    nameVi: 'Động từ khuyết thiếu should',
    descriptionEn:
      'We use "should" to give advice, make recommendations and say what we think is right. Form: S + should + V; negative: S + should not (shouldn\'t) + V; question: Should + S + V? "Ought to" has a similar meaning but is more formal.',
    descriptionVi:
      '"Should" dùng để đưa ra lời khuyên, gợi ý hoặc nói điều mình cho là nên làm. Cấu trúc: S + should + V; phủ định: S + should not (shouldn\'t) + V; câu hỏi: Should + S + V? "Ought to" có nghĩa tương tự nhưng trang trọng hơn.',
    examples: [
      { en: 'You should see a doctor about that cough.', vi: 'Bạn bị ho thế thì nên đi khám bác sĩ.' },
      { en: "We shouldn't spend too much money this month.", vi: 'Tháng này mình không nên tiêu quá nhiều tiền.' },
      {
        en: 'Should I call her now or wait until tomorrow?',
        vi: 'Giờ tôi có nên gọi cho cô ấy không, hay đợi đến mai?',
      },
    ],
  },
  {
    id: 'used-to',
    level: 'A2',
    nameEn: '"Used to" for past habits',
    nameVi: 'Cấu trúc "used to" (thói quen trong quá khứ)',
    descriptionEn:
      'We use "used to" for past habits and states that are no longer true. Form: S + used to + V; negative: S + didn\'t use to + V; question: Did + S + use to + V? Do not confuse it with "be used to + V-ing", which means "be familiar with".',
    descriptionVi:
      '"Used to" dùng để nói về thói quen hoặc trạng thái trong quá khứ mà nay không còn nữa. Cấu trúc: S + used to + V; phủ định: S + didn\'t use to + V; câu hỏi: Did + S + use to + V? Đừng nhầm với "be used to + V-ing", có nghĩa là "đã quen với việc gì".',
    examples: [
      { en: 'I used to live in Hai Phong when I was a child.', vi: 'Hồi nhỏ tôi từng sống ở Hải Phòng.' },
      { en: 'He used to smoke, but he quit last year.', vi: 'Anh ấy từng hút thuốc, nhưng năm ngoái đã bỏ rồi.' },
      {
        en: "There didn't use to be so many cars on this street.",
        vi: 'Ngày xưa con phố này đâu có nhiều ô tô như vậy.',
      },
    ],
  },
  {
    id: 'too-enough',
    level: 'A2',
    nameEn: '"Too" and "enough"',
    nameVi: 'Cấu trúc "too" và "enough"',
    descriptionEn:
      '"Too" means more than is needed or acceptable, and "enough" means as much as is needed. Form: too + adjective/adverb (+ for somebody) (+ to V); adjective/adverb + enough (+ to V); enough + noun. Note that "too" goes before an adjective, while "enough" goes after an adjective but before a noun.',
    descriptionVi:
      '"Too" nghĩa là quá mức cần thiết hoặc quá mức chấp nhận được, còn "enough" nghĩa là đủ. Cấu trúc: too + tính từ/trạng từ (+ for sb) (+ to V); tính từ/trạng từ + enough (+ to V); enough + danh từ. Lưu ý "too" đứng trước tính từ, còn "enough" đứng sau tính từ nhưng đứng trước danh từ.',
    examples: [
      { en: 'This coffee is too hot to drink.', vi: 'Cà phê này nóng quá, chưa uống được.' },
      { en: "She isn't old enough to drive.", vi: 'Cô bé chưa đủ tuổi lái xe.' },
      { en: "We don't have enough chairs for everyone.", vi: 'Chúng ta không có đủ ghế cho mọi người.' },
    ],
  },
  {
    id: 'phrasal-verbs',
    level: 'A2',
    nameEn: 'Phrasal verbs',
    nameVi: 'Cụm động từ (phrasal verbs)',
    descriptionEn:
      'A phrasal verb is a verb plus a particle (an adverb or a preposition), and its meaning is often different from the verb alone: give up means stop trying. Form: V + particle (get up, look for, turn off). With many phrasal verbs that take an object, the object can go before or after the particle, but a pronoun must go in the middle: turn it off, not turn off it.',
    descriptionVi:
      'Cụm động từ gồm một động từ đi kèm một tiểu từ (trạng từ hoặc giới từ), và nghĩa của cả cụm thường khác hẳn nghĩa của động từ gốc: give up nghĩa là từ bỏ. Cấu trúc: V + tiểu từ (get up, look for, turn off). Với nhiều cụm động từ có tân ngữ, tân ngữ có thể đứng trước hoặc sau tiểu từ, nhưng nếu là đại từ thì phải đứng giữa: turn it off, không nói turn off it.',
    examples: [
      { en: 'I usually get up at six.', vi: 'Tôi thường dậy lúc sáu giờ.' },
      { en: 'Can you turn off the lights when you leave?', vi: 'Lúc ra về bạn tắt đèn giúp mình được không?' },
      { en: "Don't give up. You're almost there.", vi: 'Đừng bỏ cuộc, sắp tới đích rồi.' },
    ],
  },
  {
    id: 'zero-conditional',
    level: 'A2',
    nameEn: 'Zero conditional',
    nameVi: 'Câu điều kiện loại 0',
    descriptionEn:
      'We use the zero conditional for facts, general truths and things that always happen in a certain situation. Form: If + present simple, present simple. "When" can often replace "if" with no change in meaning.',
    descriptionVi:
      'Câu điều kiện loại 0 dùng để nói về sự thật hiển nhiên, chân lý hoặc những việc luôn xảy ra khi có một điều kiện nhất định. Cấu trúc: If + hiện tại đơn, hiện tại đơn. Trong loại câu này, "when" thường có thể thay cho "if" mà nghĩa không đổi.',
    examples: [
      { en: 'If you heat ice, it melts.', vi: 'Nếu làm nóng nước đá, nó sẽ tan ra.' },
      { en: "If I drink coffee at night, I can't sleep.", vi: 'Hễ uống cà phê buổi tối là tôi không ngủ được.' },
      { en: 'When it rains heavily, this street floods.', vi: 'Cứ mưa to là con đường này lại ngập.' },
    ],
  },
  {
    id: 'indefinite-pronouns',
    level: 'A2',
    nameEn: 'Indefinite pronouns (someone, anything, nobody, everywhere)',
    nameVi: 'Đại từ bất định (someone, anything, nobody, everywhere)',
    descriptionEn:
      'Indefinite pronouns refer to people, things or places without saying exactly which: some-/any-/no-/every- + -one/-body, -thing, -where. We usually use some- words in positive sentences and offers, any- words in questions and negatives, and no- words with a positive verb. They take a singular verb: Everyone is here.',
    descriptionVi:
      'Đại từ bất định dùng để chỉ người, vật hoặc nơi chốn mà không nói rõ là ai, cái gì, ở đâu: some-/any-/no-/every- + -one/-body, -thing, -where. Thường dùng some- trong câu khẳng định và lời mời, any- trong câu hỏi và câu phủ định, còn no- đi với động từ ở dạng khẳng định vì bản thân nó đã mang nghĩa phủ định. Động từ theo sau chia ở số ít: Everyone is here (Mọi người đến đủ rồi).',
    examples: [
      { en: 'Someone left a bag on the bus.', vi: 'Có ai đó để quên túi trên xe buýt.' },
      { en: 'Is there anything I can do to help?', vi: 'Tôi có giúp được gì không?' },
      { en: 'Nobody answered the phone.', vi: 'Không ai nghe máy cả.' },
    ],
  },

  // B1
  {
    id: 'present-perfect-continuous',
    level: 'B1',
    nameEn: 'Present perfect continuous',
    nameVi: 'Thì hiện tại hoàn thành tiếp diễn',
    descriptionEn:
      'We use the present perfect continuous for an activity that started in the past and is still continuing, or has just stopped and left a visible result, with the focus on how long it has lasted. Form: S + have/has been + V-ing. It is often used with for, since and How long...?',
    descriptionVi:
      'Thì hiện tại hoàn thành tiếp diễn dùng để diễn tả một hành động bắt đầu trong quá khứ và vẫn đang tiếp tục, hoặc vừa mới dừng và để lại kết quả thấy được, nhấn mạnh vào khoảng thời gian kéo dài. Cấu trúc: S + have/has been + V-ing. Thường đi với for, since và câu hỏi How long...?',
    examples: [
      { en: "I've been learning English for two years.", vi: 'Tôi học tiếng Anh được hai năm rồi.' },
      { en: 'It has been raining since this morning.', vi: 'Trời mưa từ sáng đến giờ.' },
      { en: 'You look tired. Have you been working late?', vi: 'Trông bạn mệt thế. Dạo này làm việc khuya à?' },
    ],
  },
  {
    id: 'past-perfect',
    level: 'B1',
    nameEn: 'Past perfect',
    nameVi: 'Thì quá khứ hoàn thành',
    descriptionEn:
      "We use the past perfect to show that one action happened before another action or a point in the past. Form: S + had + past participle (V3); negative: hadn't + V3. It often appears with before, after, by the time, already and when.",
    descriptionVi:
      "Thì quá khứ hoàn thành dùng để diễn tả một hành động đã xảy ra trước một hành động khác hoặc trước một thời điểm trong quá khứ. Cấu trúc: S + had + V3 (quá khứ phân từ); phủ định: hadn't + V3. Thường đi với before, after, by the time, already, when.",
    examples: [
      {
        en: 'When we got to the station, the train had already left.',
        vi: 'Lúc chúng tôi đến ga thì tàu đã chạy mất rồi.',
      },
      {
        en: 'She had never flown before her trip to Da Nang.',
        vi: 'Trước chuyến đi Đà Nẵng, cô ấy chưa từng đi máy bay.',
      },
      { en: 'I realized I had left my wallet at home.', vi: 'Tôi chợt nhận ra mình để quên ví ở nhà.' },
    ],
  },
  {
    id: 'first-conditional',
    level: 'B1',
    nameEn: 'First conditional',
    nameVi: 'Câu điều kiện loại 1',
    descriptionEn:
      'We use the first conditional for real or likely situations in the future and their results. Form: If + present simple, will + V. The if-clause can come first or second; when it comes first, we put a comma after it. "Unless" means "if ... not".',
    descriptionVi:
      'Câu điều kiện loại 1 dùng để nói về một tình huống có thật hoặc có khả năng xảy ra trong tương lai và kết quả của nó. Cấu trúc: If + hiện tại đơn, will + V. Mệnh đề if có thể đứng trước hoặc đứng sau; nếu đứng trước thì có dấu phẩy ngăn cách. "Unless" có nghĩa là "if ... not" (trừ khi, nếu không).',
    examples: [
      { en: "If it rains tomorrow, we'll stay at home.", vi: 'Nếu mai trời mưa thì chúng mình ở nhà.' },
      { en: "You'll miss the bus if you don't hurry.", vi: 'Không nhanh lên là lỡ xe buýt đấy.' },
      { en: "If I finish work early, I'll call you.", vi: 'Nếu xong việc sớm, anh sẽ gọi cho em.' },
    ],
  },
  {
    id: 'second-conditional',
    level: 'B1',
    nameEn: 'Second conditional',
    nameVi: 'Câu điều kiện loại 2',
    descriptionEn:
      'We use the second conditional for unreal or unlikely situations in the present or future and their imagined results. Form: If + past simple, would + V. With "be", "were" is often used for all subjects, especially in "If I were you" to give advice.',
    descriptionVi:
      'Câu điều kiện loại 2 dùng để nói về tình huống không có thật hoặc khó xảy ra ở hiện tại hay tương lai, cùng với kết quả mà ta hình dung. Cấu trúc: If + quá khứ đơn, would + V. Với động từ "to be", ta thường dùng "were" cho mọi chủ ngữ, nhất là trong lời khuyên "If I were you" (nếu tôi là bạn).',
    examples: [
      {
        en: 'If I had more free time, I would learn to play the guitar.',
        vi: 'Nếu có nhiều thời gian rảnh hơn, tôi sẽ học chơi đàn ghi-ta.',
      },
      { en: 'If I were you, I would accept the job offer.', vi: 'Nếu tôi là bạn, tôi sẽ nhận lời mời làm việc đó.' },
      { en: 'What would you do if you won the lottery?', vi: 'Nếu trúng xổ số thì bạn sẽ làm gì?' },
    ],
  },
  {
    id: 'may-might',
    level: 'B1',
    nameEn: 'Modal verbs: may and might',
    nameVi: 'Động từ khuyết thiếu may và might',
    descriptionEn:
      'We use "may" and "might" to say that something is possible but not certain, now or in the future; "might" sounds slightly less sure. "May" is also used to ask for and give permission in a polite or formal way. Form: S + may/might + V; negative: may not / might not + V.',
    descriptionVi:
      '"May" và "might" dùng để nói một việc có thể xảy ra nhưng không chắc chắn, ở hiện tại hoặc tương lai; "might" thể hiện mức độ chắc chắn thấp hơn một chút. "May" còn được dùng để xin phép hoặc cho phép một cách lịch sự, trang trọng. Cấu trúc: S + may/might + V; phủ định: may not / might not + V.',
    examples: [
      { en: 'Take a jacket. It might get cold tonight.', vi: 'Mang áo khoác theo nhé, tối nay có khi trời lạnh đấy.' },
      { en: 'I may be late for the meeting because of the traffic.', vi: 'Có thể tôi sẽ đến họp muộn vì tắc đường.' },
      { en: 'May I borrow your pen for a moment?', vi: 'Cho tôi mượn bút của bạn một lát được không?' },
    ],
  },
  {
    id: 'passive-present-simple',
    level: 'B1',
    nameEn: 'Passive voice: present simple',
    nameVi: 'Thể bị động ở thì hiện tại đơn',
    descriptionEn:
      'We use the passive when the action, or the person or thing affected by it, is more important than who does it, or when the doer is unknown or obvious. Form: S + am/is/are + past participle (V3) (+ by + agent). It is common in instructions, descriptions of processes, news and product information.',
    descriptionVi:
      'Thể bị động được dùng khi hành động hoặc đối tượng chịu tác động quan trọng hơn người thực hiện, hoặc khi không biết hay không cần nói ai làm. Cấu trúc: S + am/is/are + V3 (quá khứ phân từ) (+ by + tác nhân). Thường gặp trong hướng dẫn, mô tả quy trình, tin tức và thông tin sản phẩm.',
    examples: [
      {
        en: 'English is spoken in many countries around the world.',
        vi: 'Tiếng Anh được sử dụng ở nhiều nước trên thế giới.',
      },
      { en: 'Breakfast is served from 6 to 9 a.m.', vi: 'Nhà hàng phục vụ bữa sáng từ 6 giờ đến 9 giờ.' },
      { en: 'These shoes are made in Viet Nam.', vi: 'Đôi giày này được sản xuất tại Việt Nam.' },
    ],
  },
  {
    id: 'passive-past-simple',
    level: 'B1',
    nameEn: 'Passive voice: past simple',
    nameVi: 'Thể bị động ở thì quá khứ đơn',
    descriptionEn:
      'We use the past simple passive for finished past actions when the action or its result matters more than who did it. Form: S + was/were + past participle (V3) (+ by + agent). It is very common in news and history: The bridge was built in 1902.',
    descriptionVi:
      'Thể bị động ở thì quá khứ đơn dùng để nói về hành động đã kết thúc trong quá khứ khi bản thân hành động hoặc kết quả quan trọng hơn người thực hiện. Cấu trúc: S + was/were + V3 (+ by + tác nhân). Rất hay gặp trong tin tức và các bài viết về lịch sử: The bridge was built in 1902 (Cây cầu được xây dựng năm 1902).',
    examples: [
      { en: 'My bike was stolen last night.', vi: 'Tối qua tôi bị mất trộm xe đạp.' },
      { en: 'The Temple of Literature was built in 1070.', vi: 'Văn Miếu được xây dựng vào năm 1070.' },
      { en: 'We were invited to their wedding.', vi: 'Chúng tôi được mời dự đám cưới của họ.' },
    ],
  },
  {
    id: 'reported-speech',
    level: 'B1',
    nameEn: 'Reported speech (statements)',
    nameVi: 'Câu tường thuật (câu kể)',
    descriptionEn:
      'We use reported speech to tell someone what another person said without quoting their exact words. Form: S + said (that) + clause, or S + told + somebody + (that) + clause. When the reporting verb is in the past, the tense usually moves one step back (am → was, will → would, have done → had done), and pronouns and time expressions often change (today → that day).',
    descriptionVi:
      'Câu tường thuật dùng để thuật lại lời người khác đã nói mà không trích dẫn nguyên văn. Cấu trúc: S + said (that) + mệnh đề, hoặc S + told + sb + (that) + mệnh đề. Khi động từ tường thuật ở quá khứ, thì của động từ thường lùi về quá khứ một bậc (am → was, will → would, have done → had done), đồng thời đại từ và trạng từ chỉ thời gian cũng đổi theo (today → that day).',
    examples: [
      { en: 'She said that she was tired.', vi: 'Cô ấy bảo là mình mệt.' },
      { en: 'My manager told me he would be back at three.', vi: 'Sếp bảo tôi là ba giờ anh ấy sẽ quay lại.' },
      { en: 'He said he had already paid the bill.', vi: 'Anh ấy nói là đã thanh toán hóa đơn rồi.' },
    ],
  },
  {
    id: 'defining-relative-clauses',
    level: 'B1',
    nameEn: 'Defining relative clauses',
    nameVi: 'Mệnh đề quan hệ xác định',
    descriptionEn:
      'Defining relative clauses give essential information that tells us exactly which person or thing we mean. Form: noun + who/that (people), which/that (things), where (places) or whose (possession) + clause. There are no commas, and we can leave out the relative pronoun when it is the object: the book (that) I bought.',
    descriptionVi:
      'Mệnh đề quan hệ xác định cung cấp thông tin cần thiết để xác định rõ người hoặc vật đang được nói đến; nếu bỏ đi thì câu sẽ không rõ nghĩa. Cấu trúc: danh từ + who/that (chỉ người), which/that (chỉ vật), where (chỉ nơi chốn), whose (chỉ sở hữu) + mệnh đề. Không dùng dấu phẩy, và có thể lược bỏ đại từ quan hệ khi nó làm tân ngữ: the book (that) I bought.',
    examples: [
      { en: 'The woman who lives next door is a doctor.', vi: 'Người phụ nữ sống cạnh nhà tôi là bác sĩ.' },
      {
        en: 'This is the restaurant where we had our first date.',
        vi: 'Đây là nhà hàng nơi chúng mình hẹn hò lần đầu.',
      },
      { en: 'I lost the book that you lent me.', vi: 'Mình làm mất cuốn sách bạn cho mượn rồi.' },
    ],
  },
  {
    id: 'gerunds-infinitives',
    level: 'B1',
    nameEn: 'Gerunds and infinitives',
    nameVi: 'Danh động từ và động từ nguyên mẫu có "to" (V-ing và to V)',
    descriptionEn:
      'Some verbs are followed by a gerund (V-ing), such as enjoy, avoid, finish, mind and suggest, while others are followed by an infinitive (to + V), such as want, decide, hope, plan and agree. We also use a gerund after prepositions and as the subject of a sentence. A few verbs, like remember, stop and try, can take both forms, but the meaning changes.',
    descriptionVi:
      'Một số động từ được theo sau bởi danh động từ (V-ing) như enjoy, avoid, finish, mind, suggest, trong khi một số khác đi với động từ nguyên mẫu có "to" (to V) như want, decide, hope, plan, agree. V-ing còn được dùng sau giới từ và làm chủ ngữ trong câu. Một vài động từ như remember, stop, try đi được với cả hai dạng nhưng nghĩa sẽ khác nhau.',
    examples: [
      { en: 'I enjoy cooking for my family.', vi: 'Tôi thích nấu ăn cho gia đình.' },
      {
        en: 'We decided to take the train instead of flying.',
        vi: 'Chúng tôi quyết định đi tàu hỏa thay vì đi máy bay.',
      },
      { en: 'He stopped smoking two years ago.', vi: 'Anh ấy bỏ thuốc lá từ hai năm trước.' },
    ],
  },
  {
    id: 'although-however',
    level: 'B1',
    nameEn: 'Linking words of contrast: although, however',
    nameVi: 'Từ nối chỉ sự tương phản: although, however',
    descriptionEn:
      'We use "although" and "however" to show contrast between two ideas. "Although" joins two clauses in one sentence: Although + clause, main clause. "However" links two separate sentences and usually comes at the start of the second one, followed by a comma: Sentence. However, sentence. Do not use "but" in the same sentence as "although".',
    descriptionVi:
      '"Although" và "however" dùng để diễn tả sự tương phản giữa hai ý. "Although" (mặc dù) nối hai mệnh đề trong cùng một câu: Although + mệnh đề, mệnh đề chính. "However" (tuy nhiên) nối hai câu riêng biệt, thường đứng đầu câu sau và có dấu phẩy theo sau: Câu. However, câu. Lưu ý: khác với tiếng Việt ("tuy... nhưng..."), tiếng Anh không dùng "but" trong cùng câu với "although".',
    examples: [
      { en: 'Although it was raining, we still went out.', vi: 'Mặc dù trời mưa nhưng chúng tôi vẫn ra ngoài.' },
      {
        en: 'The hotel was expensive. However, the service was excellent.',
        vi: 'Khách sạn khá đắt. Tuy nhiên, dịch vụ thì rất tuyệt.',
      },
      {
        en: 'Although she is young, she manages a team of twenty people.',
        vi: 'Tuy còn trẻ nhưng cô ấy đã quản lý một nhóm hai mươi người.',
      },
    ],
  },
  {
    id: 'question-tags',
    level: 'B1',
    nameEn: 'Question tags',
    nameVi: 'Câu hỏi đuôi',
    descriptionEn:
      "We add a question tag to the end of a statement to check information or ask for agreement. Form: positive statement + negative tag (You're a student, aren't you?); negative statement + positive tag (It isn't far, is it?). The tag uses the same auxiliary or modal verb as the statement, or do/does/did if there is none.",
    descriptionVi:
      "Câu hỏi đuôi được thêm vào cuối câu trần thuật để kiểm tra lại thông tin hoặc mong người nghe đồng tình. Cấu trúc: câu khẳng định + đuôi phủ định (You're a student, aren't you?); câu phủ định + đuôi khẳng định (It isn't far, is it?). Phần đuôi dùng lại trợ động từ hoặc động từ khuyết thiếu của câu chính; nếu câu chính không có thì dùng do/does/did.",
    examples: [
      { en: "It's a beautiful day, isn't it?", vi: 'Hôm nay trời đẹp quá nhỉ?' },
      { en: "You didn't forget the tickets, did you?", vi: 'Bạn không quên vé đấy chứ?' },
      { en: "She works in a bank, doesn't she?", vi: 'Chị ấy làm ở ngân hàng đúng không?' },
    ],
  },
  {
    id: 'modals-of-deduction-present',
    level: 'B1',
    nameEn: 'Modal verbs of deduction (present)',
    nameVi: 'Động từ khuyết thiếu chỉ sự suy đoán ở hiện tại',
    descriptionEn:
      'We use modal verbs to say how sure we are about something in the present, based on evidence. "Must" means we are almost certain it is true, "can\'t" means we are almost certain it is not true, and "might/may/could" mean it is possible. Form: S + must/might/may/could/can\'t + V (often be + adjective/noun or be + V-ing).',
    descriptionVi:
      'Động từ khuyết thiếu được dùng để suy đoán về một việc ở hiện tại dựa trên những gì ta thấy hoặc biết. "Must" thể hiện gần như chắc chắn là đúng, "can\'t" thể hiện gần như chắc chắn là không đúng, còn "might/may/could" nghĩa là có thể. Cấu trúc: S + must/might/may/could/can\'t + V (thường là be + tính từ/danh từ, hoặc be + V-ing).',
    examples: [
      { en: 'You must be hungry after such a long trip.', vi: 'Đi đường xa thế chắc bạn đói lắm rồi.' },
      {
        en: "That can't be Minh. He's in Japan this week.",
        vi: 'Không thể nào là Minh được, tuần này cậu ấy đang ở Nhật mà.',
      },
      { en: "She isn't answering. She might be in a meeting.", vi: 'Chị ấy không nghe máy, có lẽ đang họp.' },
    ],
  },
  {
    id: 'wish-present',
    level: 'B1',
    nameEn: 'Wish + past simple (present wishes)',
    nameVi: 'Câu ước ở hiện tại (wish + quá khứ đơn)',
    descriptionEn:
      'We use "wish" + past simple to talk about present situations that we would like to be different. Form: S + wish(es) + S + V2 (past simple), and "were" is often used for all subjects. To complain about something annoying or to want someone to change their behaviour, we use S + wish + S + would + V.',
    descriptionVi:
      'Câu ước với "wish" + quá khứ đơn dùng để diễn tả mong muốn một điều ở hiện tại khác đi so với thực tế. Cấu trúc: S + wish(es) + S + V2 (quá khứ đơn); với động từ "to be" thường dùng "were" cho mọi chủ ngữ. Để phàn nàn về điều gây khó chịu hoặc mong ai đó thay đổi cách cư xử, ta dùng S + wish + S + would + V.',
    examples: [
      { en: 'I wish I had more time to read.', vi: 'Giá mà tôi có nhiều thời gian đọc sách hơn.' },
      { en: 'I wish I were a bit taller.', vi: 'Ước gì mình cao hơn một chút.' },
      { en: 'I wish the neighbors would turn their music down.', vi: 'Giá mà nhà hàng xóm chịu vặn nhỏ nhạc đi.' },
    ],
  },

  // B2
  {
    id: 'third-conditional',
    level: 'B2',
    nameEn: 'Third conditional',
    nameVi: 'Câu điều kiện loại 3',
    descriptionEn:
      'We use the third conditional to imagine a different past and its result, often to express regret or criticism. Form: If + past perfect (had + V3), would have + V3. "Could have" or "might have" can replace "would have" to show possibility.',
    descriptionVi:
      'Câu điều kiện loại 3 dùng để giả định về một điều đã không xảy ra trong quá khứ và kết quả của nó, thường để bày tỏ sự tiếc nuối hoặc trách móc. Cấu trúc: If + quá khứ hoàn thành (had + V3), would have + V3. Có thể dùng "could have" hoặc "might have" thay cho "would have" để diễn tả khả năng.',
    examples: [
      {
        en: "If I had left earlier, I wouldn't have missed the flight.",
        vi: 'Nếu tôi đi sớm hơn thì đã không bị lỡ chuyến bay.',
      },
      { en: 'If you had told me, I would have helped you.', vi: 'Giá mà bạn nói với mình thì mình đã giúp rồi.' },
      {
        en: 'She might have passed if she had studied harder.',
        vi: 'Nếu chịu học hành chăm chỉ hơn thì có lẽ cô ấy đã thi đỗ.',
      },
    ],
  },
  {
    id: 'mixed-conditionals',
    level: 'B2',
    nameEn: 'Mixed conditionals',
    nameVi: 'Câu điều kiện hỗn hợp',
    descriptionEn:
      'Mixed conditionals combine two different times in one sentence. For a past condition with a present result: If + past perfect, would + V (If I had taken that job, I would live in Singapore now). For a present condition with a past result: If + past simple, would have + V3 (If I were braver, I would have spoken up).',
    descriptionVi:
      'Câu điều kiện hỗn hợp kết hợp hai mốc thời gian khác nhau trong cùng một câu. Điều kiện trong quá khứ, kết quả ở hiện tại: If + quá khứ hoàn thành, would + V (If I had taken that job, I would live in Singapore now: Nếu hồi đó nhận công việc ấy thì giờ tôi đang sống ở Singapore). Điều kiện ở hiện tại, kết quả trong quá khứ: If + quá khứ đơn, would have + V3 (If I were braver, I would have spoken up: Nếu tôi mạnh dạn hơn thì đã lên tiếng rồi).',
    examples: [
      {
        en: "If I had saved more money, I wouldn't be so worried now.",
        vi: 'Nếu trước đây tôi chịu khó tiết kiệm thì giờ đã không phải lo thế này.',
      },
      {
        en: "If she weren't so shy, she would have asked a question.",
        vi: 'Nếu không nhút nhát như vậy thì cô ấy đã đặt câu hỏi rồi.',
      },
      {
        en: 'If we had booked earlier, we would be on the beach right now.',
        vi: 'Nếu đặt vé sớm hơn thì giờ này chúng mình đã được nằm trên bãi biển rồi.',
      },
    ],
  },
  {
    id: 'non-defining-relative-clauses',
    level: 'B2',
    nameEn: 'Non-defining relative clauses',
    nameVi: 'Mệnh đề quan hệ không xác định',
    descriptionEn:
      'Non-defining relative clauses add extra information about a person or thing that is already identified; the sentence still makes sense without them. Form: noun, + who/which/where/whose + clause, with commas around the clause. We cannot use "that" in these clauses, and we cannot leave out the relative pronoun.',
    descriptionVi:
      'Mệnh đề quan hệ không xác định bổ sung thêm thông tin về một người hoặc vật đã được xác định rõ; bỏ mệnh đề này đi thì câu vẫn đủ nghĩa. Cấu trúc: danh từ, + who/which/where/whose + mệnh đề, được ngăn cách bằng dấu phẩy. Không được dùng "that" trong loại mệnh đề này và cũng không được lược bỏ đại từ quan hệ.',
    examples: [
      {
        en: 'My grandmother, who is 85, still goes to the market every morning.',
        vi: 'Bà tôi năm nay 85 tuổi mà sáng nào vẫn đi chợ.',
      },
      {
        en: 'Hue, which was once the capital of Viet Nam, is famous for its royal tombs.',
        vi: 'Huế, vốn là kinh đô xưa của Việt Nam, nổi tiếng với những lăng tẩm của các vua triều Nguyễn.',
      },
      {
        en: 'Our new manager, whose English is excellent, used to work in Singapore.',
        vi: 'Sếp mới của chúng tôi, người nói tiếng Anh rất giỏi, từng làm việc ở Singapore.',
      },
    ],
  },
  {
    id: 'causative-have-get',
    level: 'B2',
    nameEn: 'Causative: have/get something done',
    nameVi: 'Thể sai khiến: have/get something done',
    descriptionEn:
      'We use the causative when someone else does a job or service for us, usually because we ask or pay them. Form: S + have + object + past participle (V3), or S + get + object + V3 (more informal). We can also say have somebody do something and get somebody to do something.',
    descriptionVi:
      'Thể sai khiến dùng khi ta nhờ hoặc thuê người khác làm một việc gì đó cho mình. Cấu trúc: S + have + tân ngữ (vật) + V3, hoặc S + get + tân ngữ + V3 (thân mật hơn). Ngoài ra còn có have + sb + V và get + sb + to V khi muốn nói rõ nhờ ai làm.',
    examples: [
      { en: 'I had my hair cut yesterday.', vi: 'Hôm qua tôi đi cắt tóc.' },
      {
        en: 'We need to get the air conditioner fixed before summer.',
        vi: 'Phải gọi thợ sửa điều hòa trước khi vào hè.',
      },
      { en: "I'll have my assistant send you the contract.", vi: 'Tôi sẽ bảo trợ lý gửi hợp đồng cho anh.' },
    ],
  },
  {
    id: 'wish-past',
    level: 'B2',
    nameEn: 'Wish + past perfect (regrets about the past)',
    nameVi: 'Câu ước ở quá khứ (wish + quá khứ hoàn thành)',
    descriptionEn:
      'We use "wish" + past perfect to express regret about something that happened, or did not happen, in the past. Form: S + wish(es) + S + had (not) + V3. "If only" has the same meaning but is stronger and more emotional.',
    descriptionVi:
      'Câu ước với "wish" + quá khứ hoàn thành dùng để bày tỏ sự tiếc nuối về một việc đã xảy ra hoặc đã không xảy ra trong quá khứ. Cấu trúc: S + wish(es) + S + had (not) + V3. "If only" cũng mang nghĩa tương tự nhưng thể hiện cảm xúc mạnh hơn.',
    examples: [
      { en: 'I wish I had studied harder at school.', vi: 'Giá mà hồi đi học tôi chăm chỉ hơn.' },
      { en: "She wishes she hadn't said that to her mother.", vi: 'Cô ấy hối hận vì đã nói câu đó với mẹ.' },
      { en: 'If only we had bought that house ten years ago!', vi: 'Giá mà mười năm trước mình mua căn nhà đó!' },
    ],
  },
  {
    id: 'modals-of-deduction-past',
    level: 'B2',
    nameEn: 'Modal verbs of deduction (past)',
    nameVi: 'Động từ khuyết thiếu chỉ sự suy đoán trong quá khứ',
    descriptionEn:
      'We use modal verbs with "have" + past participle to make guesses about the past based on evidence. "Must have" means we are almost sure something happened, "can\'t have" or "couldn\'t have" means we are almost sure it did not, and "might/may/could have" mean it possibly happened. Form: S + must/might/may/could/can\'t + have + V3.',
    descriptionVi:
      'Động từ khuyết thiếu đi với "have" + V3 dùng để suy đoán về việc đã xảy ra trong quá khứ dựa trên bằng chứng. "Must have" nghĩa là gần như chắc chắn việc đó đã xảy ra, "can\'t have" hay "couldn\'t have" nghĩa là gần như chắc chắn không thể đã xảy ra, còn "might/may/could have" nghĩa là có thể đã xảy ra. Cấu trúc: S + must/might/may/could/can\'t + have + V3.',
    examples: [
      { en: 'The streets are wet. It must have rained last night.', vi: 'Đường ướt hết rồi, chắc tối qua trời mưa.' },
      {
        en: "He can't have finished the report already. He only started an hour ago.",
        vi: 'Anh ấy không thể làm xong báo cáo nhanh vậy được, mới bắt đầu một tiếng trước thôi mà.',
      },
      { en: 'I might have left my umbrella on the bus.', vi: 'Có khi tôi để quên ô trên xe buýt rồi.' },
    ],
  },
  {
    id: 'future-continuous',
    level: 'B2',
    nameEn: 'Future continuous',
    nameVi: 'Thì tương lai tiếp diễn',
    descriptionEn:
      "We use the future continuous for an action that will be in progress at a particular time in the future, and to ask politely about someone's plans. Form: S + will be + V-ing. Typical time expressions are this time tomorrow, at 8 p.m. tonight and in two weeks' time.",
    descriptionVi:
      "Thì tương lai tiếp diễn dùng để diễn tả một hành động sẽ đang diễn ra tại một thời điểm cụ thể trong tương lai, và để hỏi về kế hoạch của người khác một cách lịch sự. Cấu trúc: S + will be + V-ing. Thường đi với các cụm như this time tomorrow, at 8 p.m. tonight, in two weeks' time.",
    examples: [
      {
        en: "This time tomorrow, I'll be lying on the beach in Nha Trang.",
        vi: 'Giờ này ngày mai tôi đang nằm dài trên bãi biển Nha Trang rồi.',
      },
      {
        en: "Don't call at eight. We'll be having dinner.",
        vi: 'Đừng gọi lúc tám giờ nhé, lúc đó nhà mình đang ăn tối.',
      },
      { en: 'Will you be using the car this evening?', vi: 'Tối nay anh có dùng xe không?' },
    ],
  },
  {
    id: 'future-perfect',
    level: 'B2',
    nameEn: 'Future perfect',
    nameVi: 'Thì tương lai hoàn thành',
    descriptionEn:
      'We use the future perfect for an action that will be completed before a particular time in the future. Form: S + will have + past participle (V3). It is often used with "by" (by Friday, by the end of the year) and "by the time".',
    descriptionVi:
      'Thì tương lai hoàn thành dùng để diễn tả một hành động sẽ hoàn tất trước một thời điểm nhất định trong tương lai. Cấu trúc: S + will have + V3 (quá khứ phân từ). Thường đi với "by" (by Friday, by the end of the year) và "by the time".',
    examples: [
      {
        en: 'By the end of this year, I will have saved enough money for a car.',
        vi: 'Đến cuối năm nay, tôi sẽ để dành đủ tiền mua ô tô.',
      },
      {
        en: 'The workers will have finished the new bridge by June.',
        vi: 'Trước tháng Sáu, công nhân sẽ xây xong cây cầu mới.',
      },
      {
        en: 'By the time you get here, the meeting will have started.',
        vi: 'Lúc bạn tới nơi thì cuộc họp đã bắt đầu rồi.',
      },
    ],
  },
  {
    id: 'reported-questions',
    level: 'B2',
    nameEn: 'Reported questions',
    nameVi: 'Câu tường thuật dạng câu hỏi',
    descriptionEn:
      'We use reported questions to tell someone what another person asked. For yes/no questions: S + asked (+ object) + if/whether + S + V; for wh- questions: S + asked (+ object) + wh- word + S + V. The word order is the same as in a statement (no do/does/did and no inversion), and tenses move back as in reported statements.',
    descriptionVi:
      'Câu tường thuật dạng câu hỏi dùng để thuật lại câu hỏi của người khác. Với câu hỏi Yes/No: S + asked (+ tân ngữ) + if/whether + S + V; với câu hỏi có từ để hỏi: S + asked (+ tân ngữ) + từ để hỏi + S + V. Trật tự từ giống câu trần thuật (không dùng do/does/did, không đảo trợ động từ lên trước chủ ngữ), và thì của động từ cũng lùi như trong câu tường thuật thông thường.',
    examples: [
      { en: 'She asked me where I worked.', vi: 'Cô ấy hỏi tôi làm việc ở đâu.' },
      {
        en: 'The interviewer asked if I could start next month.',
        vi: 'Người phỏng vấn hỏi liệu tháng sau tôi có thể bắt đầu đi làm được không.',
      },
      { en: 'He wanted to know why the train was late.', vi: 'Anh ấy muốn biết vì sao tàu đến muộn.' },
    ],
  },
  {
    id: 'be-used-to-get-used-to',
    level: 'B2',
    nameEn: '"Be used to" and "get used to"',
    nameVi: 'Cấu trúc "be used to" và "get used to"',
    descriptionEn:
      'We use "be used to" to say that something is familiar and no longer strange, and "get used to" for the process of becoming familiar with it. Form: S + be/get used to + noun/V-ing. Unlike "used to + V" for past habits, "to" here is a preposition, so it is followed by a noun or a gerund.',
    descriptionVi:
      '"Be used to" diễn tả việc đã quen với điều gì, không còn thấy lạ nữa, còn "get used to" diễn tả quá trình dần trở nên quen. Cấu trúc: S + be/get used to + danh từ/V-ing. Khác với "used to + V" (thói quen trong quá khứ), "to" ở đây là giới từ nên theo sau phải là danh từ hoặc V-ing.',
    examples: [
      { en: "I'm used to working at night.", vi: 'Tôi quen làm việc ban đêm rồi.' },
      {
        en: 'It took me months to get used to the cold weather in Ha Noi.',
        vi: 'Tôi mất mấy tháng mới quen được với cái lạnh ở Hà Nội.',
      },
      { en: "She isn't used to driving on the left.", vi: 'Cô ấy chưa quen lái xe bên trái.' },
    ],
  },
  {
    id: 'participle-clauses',
    level: 'B2',
    nameEn: 'Participle clauses',
    nameVi: 'Mệnh đề phân từ (rút gọn mệnh đề)',
    descriptionEn:
      'Participle clauses make sentences shorter and are common in written English. We use a present participle (V-ing) for an active meaning, a past participle (V3) for a passive meaning, and Having + V3 to show that one action finished before another. The subject of the participle clause must be the same as the subject of the main clause.',
    descriptionVi:
      'Mệnh đề phân từ giúp câu ngắn gọn hơn và thường gặp trong văn viết. Dùng hiện tại phân từ (V-ing) khi mang nghĩa chủ động, quá khứ phân từ (V3) khi mang nghĩa bị động, và Having + V3 khi muốn nhấn mạnh một hành động đã xong trước hành động kia. Chủ ngữ của mệnh đề phân từ phải trùng với chủ ngữ của mệnh đề chính.',
    examples: [
      {
        en: 'Walking home, I ran into an old friend.',
        vi: 'Trên đường đi bộ về nhà, tôi tình cờ gặp lại một người bạn cũ.',
      },
      {
        en: 'Built in the 11th century, the pagoda is one of the oldest in Ha Noi.',
        vi: 'Được xây dựng từ thế kỷ 11, ngôi chùa này là một trong những ngôi chùa cổ nhất Hà Nội.',
      },
      { en: 'Having finished her work, she went home.', vi: 'Làm xong việc, cô ấy về nhà.' },
    ],
  },

  // C1
  {
    id: 'inversion',
    level: 'C1',
    nameEn: 'Inversion after negative adverbials',
    nameVi: 'Đảo ngữ với trạng từ phủ định',
    descriptionEn:
      'In formal or emphatic English, we can put a negative or restrictive adverbial (never, rarely, seldom, not only, no sooner, hardly, under no circumstances, only then) at the start of a sentence and invert the subject and the auxiliary. Form: negative adverbial + auxiliary + S + V. If there is no auxiliary, we use do/does/did.',
    descriptionVi:
      'Trong văn phong trang trọng hoặc khi muốn nhấn mạnh, ta có thể đưa trạng từ mang nghĩa phủ định hoặc hạn chế (never, rarely, seldom, not only, no sooner, hardly, under no circumstances, only then) lên đầu câu và đảo trợ động từ lên trước chủ ngữ. Cấu trúc: trạng từ phủ định + trợ động từ + S + V. Nếu câu không có trợ động từ thì mượn do/does/did.',
    examples: [
      {
        en: 'Never have I seen such a beautiful sunset.',
        vi: 'Chưa bao giờ tôi được ngắm một cảnh hoàng hôn đẹp đến thế.',
      },
      {
        en: 'Not only did he finish the project early, but he also cut costs.',
        vi: 'Anh ấy không những hoàn thành dự án sớm mà còn cắt giảm được chi phí.',
      },
      {
        en: 'Under no circumstances should you share your password.',
        vi: 'Trong bất kỳ trường hợp nào, bạn cũng không được chia sẻ mật khẩu của mình.',
      },
    ],
  },
  {
    id: 'inverted-conditionals',
    level: 'C1',
    nameEn: 'Inverted conditionals',
    nameVi: 'Đảo ngữ câu điều kiện',
    descriptionEn:
      'In formal English, we can leave out "if" and invert the subject and the auxiliary in conditional sentences. Form: Should + S + V (first conditional); Were + S + to V, or Were + S + ... (second conditional); Had + S + V3 (third conditional). Negative forms are not contracted: Had I not known..., not Hadn\'t I known...',
    descriptionVi:
      'Trong văn phong trang trọng, ta có thể lược bỏ "if" và đảo trợ động từ lên trước chủ ngữ trong câu điều kiện. Cấu trúc: Should + S + V (loại 1); Were + S + to V hoặc Were + S + ... (loại 2); Had + S + V3 (loại 3). Ở dạng phủ định không dùng dạng viết tắt: viết Had I not known..., không viết Hadn\'t I known...',
    examples: [
      {
        en: 'Should you have any questions, please contact our support team.',
        vi: 'Nếu có bất kỳ thắc mắc nào, quý khách vui lòng liên hệ bộ phận hỗ trợ.',
      },
      {
        en: 'Had I known about the traffic, I would have left earlier.',
        vi: 'Nếu biết trước là tắc đường thì tôi đã đi sớm hơn rồi.',
      },
      {
        en: 'Were I in your position, I would talk to the manager.',
        vi: 'Nếu ở vào vị trí của bạn, tôi sẽ nói chuyện với quản lý.',
      },
    ],
  },
  {
    id: 'cleft-sentences',
    level: 'C1',
    nameEn: 'Cleft sentences',
    nameVi: 'Câu chẻ',
    descriptionEn:
      'Cleft sentences split one idea into two parts to emphasize a particular piece of information. Form: It + is/was + emphasized part + that/who + clause (It was Lan who called), or What + S + V + is/was + emphasized part (What I need is a holiday). They are often used to correct someone or to highlight new information.',
    descriptionVi:
      'Câu chẻ tách một ý thành hai phần để nhấn mạnh một thông tin cụ thể. Cấu trúc: It + is/was + phần được nhấn mạnh + that/who + mệnh đề (It was Lan who called: Chính Lan là người đã gọi), hoặc What + S + V + is/was + phần được nhấn mạnh (What I need is a holiday: Thứ tôi cần là một kỳ nghỉ). Câu chẻ thường dùng khi muốn đính chính hoặc làm nổi bật thông tin mới.',
    examples: [
      { en: 'It was my mother who taught me to cook.', vi: 'Chính mẹ là người đã dạy tôi nấu ăn.' },
      { en: 'What I love about Da Lat is the cool weather.', vi: 'Điều tôi mê ở Đà Lạt chính là khí hậu mát mẻ.' },
      {
        en: "It's not the price that worries me, it's the quality.",
        vi: 'Điều tôi lo không phải là giá cả mà là chất lượng.',
      },
    ],
  },
  {
    id: 'subjunctive',
    level: 'C1',
    nameEn: 'The subjunctive after suggest, recommend, insist',
    nameVi: 'Thức giả định sau suggest, recommend, insist',
    descriptionEn:
      'After verbs and adjectives of demand, suggestion and importance (suggest, recommend, insist, demand, it is essential/important that), formal English uses the base form of the verb for every subject. Form: S + suggest/recommend/insist + (that) + S + V (base form); It is essential/vital (that) + S + V. The negative is not + V, and British English often uses should + V instead.',
    descriptionVi:
      'Sau các động từ và tính từ chỉ yêu cầu, đề nghị hoặc tầm quan trọng (suggest, recommend, insist, demand, it is essential/important that), tiếng Anh trang trọng dùng động từ nguyên mẫu không "to" cho mọi chủ ngữ. Cấu trúc: S + suggest/recommend/insist + (that) + S + V (nguyên mẫu); It is essential/vital (that) + S + V. Dạng phủ định là not + V; trong tiếng Anh – Anh cũng hay dùng should + V thay thế.',
    examples: [
      { en: 'The doctor recommended that he rest for a week.', vi: 'Bác sĩ khuyên anh ấy nên nghỉ ngơi một tuần.' },
      {
        en: 'It is essential that every employee attend the safety training.',
        vi: 'Tất cả nhân viên bắt buộc phải tham gia buổi huấn luyện an toàn.',
      },
      { en: 'I suggest that she apply for the scholarship.', vi: 'Tôi nghĩ cô ấy nên nộp hồ sơ xin học bổng.' },
    ],
  },
];
