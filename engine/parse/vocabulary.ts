// Words records use beyond English. Teams write decision records in their own language with the English
// templates' structure (adr-tools' "## Status" becomes "## Estado", "Date:" becomes "Datum:"), so a record in
// Portuguese or Chinese is read like one in English: the same fields, sections and lifecycle.
// Lower-case keys; only words seen in real records or in the translated templates of adr-tools and MADR.
import type { DecisionRecord, Lifecycle } from '../types.js';
import { DECORATION_CHARS, ownString } from '../text.js';

/** The languages whose words ADR Lens reads (and writes) beyond English. */
export type Language = 'en' | 'pt' | 'es' | 'fr' | 'de' | 'it' | 'nl' | 'pl' | 'cs' | 'ru' | 'tr' | 'zh' | 'ja' | 'ko';

/** Status words in other languages, by language, mapped to the lifecycle they mean (English ones are in config/defaults.ts). */
const STATUS_WORDS_BY_LANGUAGE: Readonly<Record<Exclude<Language, 'en'>, Readonly<Record<string, Lifecycle>>>> = {
  // Portuguese
  pt: {
    aceito: 'accepted',
    aceita: 'accepted',
    // Put off, as English "deferred".
    adiado: 'proposed',
    adiada: 'proposed',
    aprovado: 'accepted',
    aprovada: 'accepted',
    implementado: 'accepted',
    implementada: 'accepted',
    // Concluded: a study or decision settled (augustoflorentino/decisoes-tecnicas: "**Status:** Concluida").
    concluído: 'accepted',
    concluido: 'accepted',
    concluída: 'accepted',
    concluida: 'accepted',
    proposto: 'proposed',
    proposta: 'proposed',
    rascunho: 'proposed',
    'em revisão': 'proposed',
    'em análise': 'proposed',
    rejeitado: 'rejected',
    rejeitada: 'rejected',
    recusado: 'rejected',
    recusada: 'rejected',
    depreciado: 'deprecated',
    descontinuado: 'deprecated',
    obsoleto: 'deprecated',
    substituído: 'superseded',
    substituido: 'superseded',
    substituída: 'superseded',
    // Replaced in part, in force for the rest, as English "partially superseded" ("**Status:** substituído parcialmente
    // pelo ADR-0008", "Substituída em parte."; several Portuguese records met in session 42).
    'substituído parcialmente': 'accepted',
    'substituída parcialmente': 'accepted',
    'parcialmente substituído': 'accepted',
    'parcialmente substituída': 'accepted',
    'substituído em parte': 'accepted',
    'substituída em parte': 'accepted',
    // "In force".
    'em vigor': 'accepted',
    // "**Status:** Consolidada (2026-06-30)" beside "**Status:** Fermentação" (supernova-labs/merovingian, whose folders
    // are named so): settled, and still fermenting.
    consolidado: 'accepted',
    consolidada: 'accepted',
    fermentação: 'proposed',
    fermentacao: 'proposed',
    'em fermentação': 'proposed',
  },
  // Spanish
  es: {
    aceptado: 'accepted',
    aceptada: 'accepted',
    // "💤 **Diferida**" (DarioUrrutia/livskin-revops): put off, as English "deferred".
    diferido: 'proposed',
    diferida: 'proposed',
    aplazado: 'proposed',
    aplazada: 'proposed',
    aprobada: 'accepted',
    aprobado: 'accepted',
    implementado: 'accepted',
    implementada: 'accepted',
    // "In force" (bed 27's Spanish records).
    vigente: 'accepted',
    'en vigor': 'accepted',
    concluido: 'accepted',
    concluida: 'accepted',
    // As English "completed", "deployed", "pending" and "in progress" (FelipePepe/TeamHub's decision log: "- **Estado:**
    // Completado", "Desplegado", "Pendiente", "En Progreso").
    completado: 'accepted',
    completada: 'accepted',
    desplegado: 'accepted',
    desplegada: 'accepted',
    pendiente: 'proposed',
    'en progreso': 'proposed',
    propuesto: 'proposed',
    propuesta: 'proposed',
    borrador: 'proposed',
    'en revisión': 'proposed',
    rechazado: 'rejected',
    rechazada: 'rejected',
    obsoleto: 'deprecated',
    obsoleta: 'deprecated',
    reemplazado: 'superseded',
    reemplazada: 'superseded',
    sustituido: 'superseded',
    sustituida: 'superseded',
    // "- **Estado:** Reemplazado parcialmente por [ADR-0009](…)" (samueldrangel/maison-glow): in force for the rest.
    'reemplazado parcialmente': 'accepted',
    'reemplazada parcialmente': 'accepted',
    'parcialmente reemplazado': 'accepted',
    'parcialmente reemplazada': 'accepted',
    'reemplazado en parte': 'accepted',
    'reemplazada en parte': 'accepted',
    'sustituido parcialmente': 'accepted',
    'sustituida parcialmente': 'accepted',
  },
  // French
  fr: {
    accepté: 'accepted',
    acceptée: 'accepted',
    // "**Statut** : En discussion" (anct-cnum/suite-gestionnaire-numerique): not decided yet.
    'en discussion': 'proposed',
    // "status: (approuvée|rejetée|en discussion|proposition)" (betagouv/rdv-service-public's template): a proposal.
    proposition: 'proposed',
    // Merged into the main branch: adopted (SocialGouv/pass-emploi-api's "Statut : mergé").
    mergé: 'accepted',
    mergée: 'accepted',
    résolu: 'accepted',
    résolue: 'accepted',
    approuvé: 'accepted',
    approuvée: 'accepted',
    adopté: 'accepted',
    adoptée: 'accepted',
    // Aadryn/Tochi: "## Statut / Implémenté"; charchess/hAIrem: "Implémenté et Validé le 29/01/2026".
    implémenté: 'accepted',
    implémentée: 'accepted',
    validé: 'accepted',
    validée: 'accepted',
    'implémenté et validé': 'accepted',
    planifié: 'proposed',
    planifiée: 'proposed',
    proposé: 'proposed',
    proposée: 'proposed',
    brouillon: 'proposed',
    'en cours': 'proposed',
    rejeté: 'rejected',
    rejetée: 'rejected',
    refusé: 'rejected',
    refusée: 'rejected',
    obsolète: 'deprecated',
    déprécié: 'deprecated',
    dépréciée: 'deprecated',
    remplacé: 'superseded',
    remplacée: 'superseded',
    'remplacé partiellement': 'accepted',
    'remplacée partiellement': 'accepted',
    'partiellement remplacé': 'accepted',
    'partiellement remplacée': 'accepted',
    'remplacé en partie': 'accepted',
    'remplacée en partie': 'accepted',
    // Dropped before it held, as English "abandoned"; "in force".
    abandonné: 'rejected',
    abandonnée: 'rejected',
    'en vigueur': 'accepted',
  },
  // German
  de: {
    akzeptiert: 'accepted',
    angenommen: 'accepted',
    // "**Status:** Entschieden" (benjamingolder/Project-Workspace-Manager): decided.
    entschieden: 'accepted',
    'in diskussion': 'proposed',
    genehmigt: 'accepted',
    beschlossen: 'accepted',
    umgesetzt: 'accepted',
    // AImitSK/skamp: "**Status:** Implementiert", as English "Implemented" is accepted.
    implementiert: 'accepted',
    vorgeschlagen: 'proposed',
    // hitobito/hitobito works with "Vorschlag" (the noun, a proposal) until a record is "Abgeschlossen" (concluded);
    // its later records say "Entscheid", the Swiss noun for a decision taken.
    vorschlag: 'proposed',
    abgeschlossen: 'accepted',
    entscheid: 'accepted',
    entwurf: 'proposed',
    'in prüfung': 'proposed',
    'in bearbeitung': 'proposed',
    // OliverSchlueter/mauerstrassenloewen: "**Status:** In Arbeit", the German of its English copies' "draft".
    'in arbeit': 'proposed',
    abgelehnt: 'rejected',
    verworfen: 'rejected',
    veraltet: 'deprecated',
    abgelöst: 'superseded',
    ersetzt: 'superseded',
    // "In force".
    'in kraft': 'accepted',
    // "Vorgeschlagen | Akzeptiert | Abgelehnt | Überholt | Ersetzt" (HubEvolution/EvolutionHub's template): outdated.
    überholt: 'superseded',
  },
  // Italian
  it: {
    accettato: 'accepted',
    accettata: 'accepted',
    approvato: 'accepted',
    approvata: 'accepted',
    bozza: 'proposed',
    rifiutato: 'rejected',
    rifiutata: 'rejected',
    respinto: 'rejected',
    deprecato: 'deprecated',
    deprecata: 'deprecated',
    sostituito: 'superseded',
    sostituita: 'superseded',
  },
  // Dutch
  nl: {
    geaccepteerd: 'accepted',
    goedgekeurd: 'accepted',
    // "Status: aangenomen" (adopted), "vervallen" (lapsed: no longer in force), "verworpen" (voted down).
    aangenomen: 'accepted',
    vervallen: 'deprecated',
    verworpen: 'rejected',
    voorgesteld: 'proposed',
    afgewezen: 'rejected',
    afgekeurd: 'rejected',
    // Rejected in part, in force for the rest, as "partially superseded" (SimonDingemans/Escape-Room-AGV).
    'deels afgekeurd': 'accepted',
    verouderd: 'deprecated',
    vervangen: 'superseded',
  },
  // Russian (EvgenijKobzar/sa-otus, LISBON11/fit-bot: "## Статус" / "Принято")
  ru: {
    принято: 'accepted',
    // Ukrainian, under the same "Статус": accepted, proposed, rejected.
    прийнято: 'accepted',
    запропоновано: 'proposed',
    відхилено: 'rejected',
    принят: 'accepted',
    принята: 'accepted',
    утверждено: 'accepted',
    одобрено: 'accepted',
    реализовано: 'accepted',
    предложено: 'proposed',
    предложен: 'proposed',
    предложена: 'proposed',
    черновик: 'proposed',
    'на рассмотрении': 'proposed',
    'в обсуждении': 'proposed',
    отклонено: 'rejected',
    отклонён: 'rejected',
    отклонен: 'rejected',
    отклонена: 'rejected',
    устарело: 'deprecated',
    устарел: 'deprecated',
    устаревшее: 'deprecated',
    заменено: 'superseded',
    заменён: 'superseded',
    заменен: 'superseded',
    заменена: 'superseded',
    // "Cancelled", as English "cancelled"; Ukrainian out of date, replaced, a draft, approved.
    отменено: 'rejected',
    отменён: 'rejected',
    застаріло: 'deprecated',
    застарілий: 'deprecated',
    замінено: 'superseded',
    чернетка: 'proposed',
    затверджено: 'accepted',
  },
  // Turkish (Krayirhan/ds-project: "**Durum:** Kabul Edildi" over "**Tarih:** 2026-02-17")
  tr: {
    'kabul edildi': 'accepted',
    kabul: 'accepted',
    onaylandı: 'accepted',
    uygulandı: 'accepted',
    önerildi: 'proposed',
    önerilen: 'proposed',
    öneri: 'proposed',
    taslak: 'proposed',
    reddedildi: 'rejected',
    'kullanımdan kaldırıldı': 'deprecated',
    değiştirildi: 'superseded',
    // "Durum: Yürürlükte" ("in force", Rfetha/Hukuk-SLM), "Geri alındı" ("withdrawn").
    yürürlükte: 'accepted',
    'geri alındı': 'rejected',
    // "Bulma'ya karar verildi." ("Bulma was decided on", joelparkerhenderson's Turkish examples).
    'karar verildi': 'accepted',
  },
  // Chinese (simplified and traditional)
  zh: {
    已接受: 'accepted',
    接受: 'accepted',
    已采纳: 'accepted',
    已採納: 'accepted',
    采纳: 'accepted',
    已批准: 'accepted',
    批准: 'accepted',
    已通过: 'accepted',
    // "Active", "in effect" (dep2p/go-dep2p's invariants: "| **状态** | 活跃 |").
    活跃: 'accepted',
    活躍: 'accepted',
    生效: 'accepted',
    已生效: 'accepted',
    有效: 'accepted',
    已實施: 'accepted',
    已实施: 'accepted',
    // "Fully implemented" (littleseven/langchain4android's ADR-007).
    已全面实施: 'accepted',
    已全面實施: 'accepted',
    提议: 'proposed',
    提議: 'proposed',
    提案: 'proposed',
    建议: 'proposed',
    // "In proposal", "in suggestion", a draft (cosmos-sdk's Chinese records).
    建议中: 'proposed',
    提议中: 'proposed',
    草稿: 'proposed',
    草案: 'proposed',
    // "Implemented proposal".
    已实施的提案: 'accepted',
    讨论中: 'proposed',
    已拒绝: 'rejected',
    已拒絕: 'rejected',
    拒绝: 'rejected',
    已废弃: 'deprecated',
    // BakerSean168/memoflow: "**状态**: ⚠️ 已过时（被 PowerSync-only Desktop Runtime 取代）", out of date.
    已过时: 'deprecated',
    已過時: 'deprecated',
    过时: 'deprecated',
    過時: 'deprecated',
    已廢棄: 'deprecated',
    废弃: 'deprecated',
    // "Abolished" (GeekMai90/Loby: "已废止，由 [ADR 0006](…) 取代").
    // wcjxixi/Bitwarden-Contributing-Docs-Chn's statuses, "| 状态： | 进行中 |": "in progress", "completed", "abandoned",
    // read as their English words are.
    进行中: 'proposed',
    進行中: 'proposed',
    已完成: 'accepted',
    完成: 'accepted',
    已放弃: 'rejected',
    已放棄: 'rejected',
    已废止: 'deprecated',
    已廢止: 'deprecated',
    废止: 'deprecated',
    已弃用: 'deprecated',
    弃用: 'deprecated',
    已取代: 'superseded',
    已被取代: 'superseded',
    被取代: 'superseded',
    已替代: 'superseded',
    已被替代: 'superseded',
    // The verb of "被 ADR-045 取代" ("superseded by ADR-045"), read after its citation (see statusPhrase).
    取代: 'superseded',
    替代: 'superseded',
    // "Drafting" (bahayonghang/llmuasage: "状态：拟稿（0.5.0 sprint M0- 落地）"), "to be decided".
    拟稿: 'proposed',
    擬稿: 'proposed',
    待定: 'proposed',
    // Confirmed, settled: decided (traditional "確定" in Taiwanese records, as Korean "확정").
    已确认: 'accepted',
    已確認: 'accepted',
    已确定: 'accepted',
    已確定: 'accepted',
    确定: 'accepted',
    確定: 'accepted',
    已採用: 'accepted',
    // Vetoed, voided, disused.
    已否决: 'rejected',
    已否決: 'rejected',
    否决: 'rejected',
    已作废: 'deprecated',
    已作廢: 'deprecated',
    作废: 'deprecated',
    已棄用: 'deprecated',
    棄用: 'deprecated',
  },
  // Japanese
  ja: {
    承認: 'accepted',
    承認済み: 'accepted',
    採用: 'accepted',
    採用済み: 'accepted',
    採択: 'accepted',
    // "履行済み" ("carried out", Asugawara/fitness-memo): done as decided.
    履行済み: 'accepted',
    提案中: 'proposed',
    // "**ステータス**: 実装完了" (trust-delta/okusuri-support): implemented, as English "Implemented" is accepted.
    実装完了: 'accepted',
    実装済み: 'accepted',
    却下: 'rejected',
    非推奨: 'deprecated',
    廃止: 'deprecated',
    置き換え: 'superseded',
    置き換え済み: 'superseded',
    置換: 'superseded',
    置換済み: 'superseded',
    // "破棄" ("discarded"): adopted, then taken out (fitness-memo), as Korean "폐기".
    破棄: 'deprecated',
    // A draft, under consideration, on hold (as English "on hold"), decided.
    下書き: 'proposed',
    検討中: 'proposed',
    保留: 'proposed',
    決定: 'accepted',
    決定済み: 'accepted',
    // "失効" (lapsed, yoshihiko555/dotfiles): no longer in force; "一部改訂" (partly revised): in force, amended.
    失効: 'deprecated',
    一部改訂: 'accepted',
  },
  // Polish (the adjective in each gender: "Status: Zaakceptowana" of a "decyzja")
  pl: {
    proponowany: 'proposed',
    proponowana: 'proposed',
    zaproponowany: 'proposed',
    zaproponowana: 'proposed',
    propozycja: 'proposed',
    zaakceptowany: 'accepted',
    zaakceptowana: 'accepted',
    zaakceptowano: 'accepted',
    przyjęty: 'accepted',
    przyjęta: 'accepted',
    przyjęto: 'accepted',
    zatwierdzony: 'accepted',
    zatwierdzona: 'accepted',
    odrzucony: 'rejected',
    odrzucona: 'rejected',
    odrzucono: 'rejected',
    przestarzały: 'deprecated',
    przestarzała: 'deprecated',
    wycofany: 'deprecated',
    wycofana: 'deprecated',
    zastąpiony: 'superseded',
    zastąpiona: 'superseded',
  },
  // Czech ("## Status" / "Návrh": andrlikjirka/4it575-sp)
  cs: {
    návrh: 'proposed',
    navrženo: 'proposed',
    navržený: 'proposed',
    navržené: 'proposed',
    přijato: 'accepted',
    přijatý: 'accepted',
    přijaté: 'accepted',
    schváleno: 'accepted',
    schválený: 'accepted',
    schválené: 'accepted',
    // "| 004 | Implementation Notes | Implementováno |" (kg46sp8kps-web/gestima's index), "**Status:** Implementováno".
    implementováno: 'accepted',
    implementovano: 'accepted',
    navrhováno: 'proposed',
    zamítnuto: 'rejected',
    zamítnutý: 'rejected',
    zamítnuté: 'rejected',
    zastaralé: 'deprecated',
    zastaralý: 'deprecated',
    nahrazeno: 'superseded',
    nahrazený: 'superseded',
    nahrazené: 'superseded',
  },
  // Korean
  ko: {
    승인: 'accepted',
    승인됨: 'accepted',
    채택: 'accepted',
    채택됨: 'accepted',
    수락됨: 'accepted',
    제안: 'proposed',
    제안됨: 'proposed',
    반려: 'rejected',
    반려됨: 'rejected',
    거절됨: 'rejected',
    거부: 'rejected',
    거부됨: 'rejected',
    폐기: 'deprecated',
    폐기됨: 'deprecated',
    대체됨: 'superseded',
    // "상태: 확정" (Kim-Taehyeong/giosk): finalised, decided. A draft; refused; on hold (as English "on hold").
    확정: 'accepted',
    확정됨: 'accepted',
    초안: 'proposed',
    거절: 'rejected',
    보류: 'proposed',
  },
};

/**
 * Status words of languages ADR Lens reads for status only (it writes none in them, nor reads their sections): each a
 * language's plain words for the lifecycle, as records write them under an English "Status:".
 */
export const STATUS_WORDS_READ_ONLY: Readonly<Record<string, Lifecycle>> = {
  // Finnish ("Tila: hyväksytty 22.9.2026"): accepted, proposed, a draft, rejected, replaced, out of date.
  hyväksytty: 'accepted',
  ehdotettu: 'proposed',
  ehdotus: 'proposed',
  luonnos: 'proposed',
  hylätty: 'rejected',
  korvattu: 'superseded',
  vanhentunut: 'deprecated',
  // Indonesian and Malay ("- Status: diterima"): accepted, approved, proposed, a draft, rejected, replaced.
  diterima: 'accepted',
  disetujui: 'accepted',
  diluluskan: 'accepted',
  diusulkan: 'proposed',
  dicadangkan: 'proposed',
  usulan: 'proposed',
  ditolak: 'rejected',
  digantikan: 'superseded',
  // Vietnamese: accepted, proposed, a draft, rejected.
  'đã chấp nhận': 'accepted',
  // "Được chấp nhận (Accepted)", "is accepted" (UIT-GO/ARCHITECTURE's ADR/ModuleB).
  'được chấp nhận': 'accepted',
  'chấp nhận': 'accepted',
  'đã phê duyệt': 'accepted',
  'đề xuất': 'proposed',
  'bản nháp': 'proposed',
  'bị từ chối': 'rejected',
  'đã từ chối': 'rejected',
  'bị thay thế': 'superseded',
  'đã bị thay thế': 'superseded',
  // "Thay thế bởi [ADR-0042](…)", "⛔ đã thay thế bởi [ADR-0012](…)", "được thay thế bởi …": replaced by; "Đã chốt"
  // (settled), a template's "đề xuất | đã chốt | đã thay thế bởi [ADR-0007](...)" (records read since "Trạng thái" is).
  'thay thế bởi': 'superseded',
  'đã thay thế bởi': 'superseded',
  'được thay thế bởi': 'superseded',
  'đã chốt': 'accepted',
  // "Được phê duyệt triển khai", "Đã duyệt …" (approved), "Đã hoàn thành" (completed, as English "completed" is read).
  'được phê duyệt': 'accepted',
  'đã duyệt': 'accepted',
  'đã hoàn thành': 'accepted',
  // Hebrew: approved, proposed, a draft, rejected, replaced.
  מאושר: 'accepted',
  התקבל: 'accepted',
  מוצע: 'proposed',
  טיוטה: 'proposed',
  נדחה: 'rejected',
  הוחלף: 'superseded',
  // Arabic, in both genders ("الحالة" is feminine): accepted, approved, proposed, a draft, rejected.
  مقبول: 'accepted',
  مقبولة: 'accepted',
  معتمد: 'accepted',
  معتمدة: 'accepted',
  مقترح: 'proposed',
  مقترحة: 'proposed',
  مسودة: 'proposed',
  مرفوض: 'rejected',
  مرفوضة: 'rejected',
  // Persian: accepted (written apart, or its first word where a zero-width joiner binds them), proposed, rejected.
  'پذیرفته شده': 'accepted',
  پذیرفته: 'accepted',
  'تایید شده': 'accepted',
  'تأیید شده': 'accepted',
  پیشنهادی: 'proposed',
  'پیشنهاد شده': 'proposed',
  'رد شده': 'rejected',
  // Thai: accepted, approved, proposed, a draft, rejected.
  ยอมรับแล้ว: 'accepted',
  ยอมรับ: 'accepted',
  อนุมัติ: 'accepted',
  อนุมัติแล้ว: 'accepted',
  เสนอ: 'proposed',
  ฉบับร่าง: 'proposed',
  ปฏิเสธ: 'rejected',
};

/** All of them in one table, as the status map takes them. */
export const STATUS_WORDS_BEYOND_ENGLISH: Readonly<Record<string, Lifecycle>> = Object.assign({}, ...Object.values(STATUS_WORDS_BY_LANGUAGE));

/**
 * A sentence beyond English that says a decision no longer holds: one of the words above for superseded or deprecated
 * ("ADR-014의 완료 가드 정책은 폐기되고", "ADR-014's guard policy is discarded"). Words of letters start a word; words of
 * Chinese, Japanese or Korean are found inside their sentence, where verb endings follow them ("폐기되고").
 */
export const SAYS_RETIRED_BEYOND_ENGLISH: RegExp = (() => {
  const words = Object.entries(STATUS_WORDS_BEYOND_ENGLISH)
    .filter(([, lifecycle]) => lifecycle === 'superseded' || lifecycle === 'deprecated')
    .map(([word]) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .sort((a, b) => b.length - a.length);
  const inScript = (w: string): boolean => /[\p{Script=Han}\p{Script=Hangul}\p{Script=Hiragana}\p{Script=Katakana}]/u.test(w);
  const lettered = words.filter((w) => !inScript(w));
  const east = words.filter(inScript);
  return new RegExp(`(?<!\\p{L})(?:${lettered.join('|')})(?!\\p{L})|${east.join('|')}`, 'iu');
})();

/** "Status" in other languages, by language (German and Dutch write "Status"). */
const STATUS_LABEL_LANGUAGES: Readonly<Record<string, readonly Language[]>> = {
  estado: ['es', 'pt'],
  // The Brazilian translation of MADR's "* Status:".
  situação: ['pt'],
  situacao: ['pt'],
  statut: ['fr'],
  // "## État" / "Proposé." (DITP-pilotage/pilote-2).
  état: ['fr'],
  etat: ['fr'],
  stato: ['it'],
  // Czech "- **Stav:** Přijato (2025-08-24)" (Cy80r6/ot-it-docs, kg46sp8kps-web/gestima).
  stav: ['cs'],
  статус: ['ru'],
  durum: ['tr'],
  // "**Statü:** Yürürlükte · **Tarih:** 2026-07-08" (Rfetha/Hukuk-SLM).
  statü: ['tr'],
  'текущий статус': ['ru'],
  状态: ['zh'],
  狀態: ['zh'],
  状態: ['ja'],
  ステータス: ['ja'],
  상태: ['ko'],
  // Finnish ("Tila: hyväksytty 22.9.2026"): a language read for status only, so completion offers English words.
  tila: ['en'],
  // Vietnamese, read for status only as Finnish: "**Trạng thái:** Đã chấp nhận" (UIT-GO/ARCHITECTURE's ADR/Basic, and the
  // records of many repositories after it), whose words STATUS_WORDS_READ_ONLY knows.
  'trạng thái': ['en'],
  // "## Current Status" over "**Accepted** - This decision is accepted and ratified in code." (profoundry-us/loco_motion's
  // template), as Russian "Текущий статус" above.
  'current status': ['en'],
};

/** "Status" in other languages, lower case ("statut", "estado", "状态"): what discovery looks for in a page's head. */
export const STATUS_LABELS_BEYOND_ENGLISH: readonly string[] = Object.keys(STATUS_LABEL_LANGUAGES);

/** "Status" in other languages: a header field's key and a section's heading alike. */
const STATUS_WORDS: Readonly<Record<string, string>> = Object.fromEntries(Object.keys(STATUS_LABEL_LANGUAGES).map((label) => [label, 'status']));

/** Header field keys in other languages ("Datum: 2024-03-01"), by the English key they stand for. */
const FIELD_KEY_ALIASES: Readonly<Record<string, string>> = {
  data: 'date',
  datum: 'date',
  fecha: 'date',
  дата: 'date',
  tarih: 'date',
  日期: 'date',
  日付: 'date',
  날짜: 'date',
  일자: 'date',
  // MTES-MCT/dialog: "* Création : 2022-09-14" over "* Dernière mise à jour : 2023-07-17".
  création: 'created',
  'dernière mise à jour': 'updated',
  起票日: 'created',
  作成日: 'created',
  创建日期: 'created',
  // bluefishs/CK_Missive (traditional Chinese): "> **建立日期**：2026-05-06", "> **建立**：2026-05-04".
  建立日期: 'created',
  創建日期: 'created',
  建立: 'created',
  작성일: 'created',
  決定日: 'decided',
  // kai-5908/harmony-study-app: "承認日: 2025-06-15", the day it was approved.
  承認日: 'decided',
  // woowacourse-teams/2026-Mapmory: "- 결정일: 2026-08-10" beside "- 상태: 채택".
  결정일: 'decided',
  决定日期: 'decided',
  // bahayonghang/llmuasage: "- 落地日期：2026-05-06", the day it landed; Fukuchan77/pptx-agent: "採用日：2026-04-05".
  落地日期: 'decided',
  採用日: 'accepted',
  'дата принятия': 'accepted',
  'дата решения': 'decision date',
  'дата создания': 'created',
  // Finnish (PekkaKiviahde/ennuste-app: "**Tila:** Accepted", "**Päiväys:** 2026-01-03"), and its short form.
  päiväys: 'date',
  päivämäärä: 'date',
  pvm: 'date',
  // Indonesian and Thai "date".
  tanggal: 'date',
  วันที่: 'date',
  // dep2p/go-dep2p's metadata table: "| **决策日期** | 2024-01-15 |", "| **更新日期** | 2026-01-16 |".
  决策日期: 'decided',
  決策日期: 'decided',
  更新日期: 'updated',
  更新日: 'updated',
  // "| 发表于： | 2022-09-02 |", "published on" (wcjxixi/Bitwarden-Contributing-Docs-Chn's tables under each title).
  发表于: 'date',
  發表於: 'date',
  décideurs: 'deciders',
  decideurs: 'deciders',
  decisores: 'deciders',
  entscheider: 'deciders',
  // smart-village-solutions/sva-studio: "**Entscheidungsdatum:** 2026-02-27" over "**Entschieden durch:** IAM/Core Team".
  entscheidungsdatum: 'decision date',
  'datum van besluit': 'decision date',
  // roldaobatista/Certificado-Calibracao's front matter: "aceito-em: 2026-05-27", "data-decisao: 2026-05-23",
  // "revisado-em:" (keys' hyphens read as blanks).
  'aceito em': 'accepted',
  'aceita em': 'accepted',
  'aprovado em': 'accepted',
  'data decisao': 'decision date',
  'data decisão': 'decision date',
  'data da decisao': 'decision date',
  'data da decisão': 'decision date',
  'fecha de decision': 'decision date',
  'fecha de decisión': 'decision date',
  'aceptado el': 'accepted',
  'revisado em': 'updated',
  'revisado el': 'updated',
  'criado em': 'created',
  creado: 'created',
  'creado el': 'created',
  criado: 'created',
  // "Date of creation" as Spanish and Portuguese templates write it, the Russian "дата создания" above.
  'fecha de creación': 'created',
  'fecha de creacion': 'created',
  'data de criação': 'created',
  'data de criacao': 'created',
  'data decyzji': 'decision date',
  ngày: 'date',
  'entschieden durch': 'deciders',
  decisori: 'deciders',
  // navikt/tilleggsstonader: "**Dato:** 2023-09-27" (Norwegian, Danish).
  dato: 'date',
  // filipeiack/reiche-academy: "**Relacionado:** ADR-005 (UX Excel-like)".
  // Relation fields in Spanish and Portuguese ("- **Reemplaza a**: [ADR-0005](…)", "**Extiende:** [ADR 0034](…)").
  'reemplaza a': 'supersedes',
  reemplaza: 'supersedes',
  'sustituye a': 'supersedes',
  sustituye: 'supersedes',
  substitui: 'supersedes',
  'supersede a': 'supersedes',
  'reemplazado por': 'superseded by',
  'reemplazada por': 'superseded by',
  'sustituido por': 'superseded by',
  'substituído por': 'superseded by',
  'substituida por': 'superseded by',
  'substituída por': 'superseded by',
  // French, with or without its accents: "- **Remplace** : [0009](0009-licence-fsl-1-1-mit.md)" beside the old record's
  // "- **Statut** : **Remplacee par [0013](…)**" (MrCoolBay/trame).
  remplace: 'supersedes',
  'remplacé par': 'superseded by',
  'remplacée par': 'superseded by',
  'remplace par': 'superseded by',
  'remplacee par': 'superseded by',
  extiende: 'extends',
  estende: 'extends',
  complementa: 'extends',
  enmienda: 'amends',
  emenda: 'amends',
  // "- **Revisa:** ADR 0004" (jhonatasfender/nur's records): revises, as English "Revises:".
  revisa: 'amends',
  'depende de': 'depends on',
  relacionado: 'related',
  relacionada: 'related',
  relacionados: 'related',
  relacionadas: 'related',
  'adrs relacionados': 'related',
  'adrs relacionadas': 'related',
  verwandt: 'related',
  'verwandte adrs': 'related',
  gerelateerd: 'related',
  'lié à': 'related',
  'liée à': 'related',
  correlato: 'related',
  correlati: 'related',
  auteur: 'author',
  autor: 'author',
  autores: 'authors',
  auteurs: 'authors',
  автор: 'author',
  авторы: 'authors',
  // nats-io/nats-architecture-and-design's metadata table: "| Updates  | ADR-8 |", a record this one amends.
  updates: 'amends',
  'updated by': 'amended by',
  // axsaucedo/kaos-adrs: "- **Revised by.** [ADR 0006](…) removes the scope level…", "- **Revises.** … from ADR 0003".
  revises: 'amends',
  'revised by': 'amended by',
  // bosshawk/Harubridge: "統合対象: [ADR-0002](archive/0002-….md), …" ("consolidation targets"), "統合元: …"
  // ("consolidated from"): the records this one took in and replaced.
  統合対象: 'supersedes',
  統合元: 'supersedes',
  // tangniyuqi/tm-stock: "- **取代**：[ADR-0002 …](0002-….md)（已废弃）", the record this one replaces.
  取代: 'supersedes',
  替代: 'supersedes',
  // English too: "State: accepted" (it-at-m/refarch), when a word follows (see DATE_ALIASES_NEEDING_DIGITS).
  state: 'status',
  ...STATUS_WORDS,
};

/** The same, as a Map: looked up for every header field of every record. */
const FIELD_KEY_MAP: ReadonlyMap<string, string> = new Map(Object.entries(FIELD_KEY_ALIASES));

/** Whether a key is a field key of another language (see englishFieldKey). */
export function isFieldKeyAlias(key: string): boolean {
  return FIELD_KEY_MAP.has(key);
}

/** Keys that are only a date when a digit follows ("Data: customer records" is not a date). */
const DATE_ALIASES_NEEDING_DIGITS = new Set(['data', 'dato', 'tarih']);

/**
 * A state in a word or two, or a later one after it; the template's list of the states to choose from may follow it:
 * "- State: **REVIEW** (possible states are: **REVIEW**, **ACCEPTED** and **REJECTED**)" (Altinn/altinn-platform).
 * Or what the page is ready for: "* State: Ready for Implementation" (dapr/proposals).
 */
const STATE_IN_WORDS = /^[\s*_]*(?:ready[- ]for[- ]\p{L}+|\p{L}+(?:[- ]\p{L}+)?)(?:,? (?:later|then|now) \p{L}+)?[*_]{0,2}(?:[ \t]{1,3}\((?:possible|allowed|valid)[ \t]{1,3}(?:states|values)\b[^()\n]{0,200}\))?[\s*_.]*$/iu;

/** The English key a localised field key stands for, or the key itself. */
export function englishFieldKey(key: string, value: string): string {
  const english = FIELD_KEY_MAP.get(key);
  if (english === undefined) return key;
  if (DATE_ALIASES_NEEDING_DIGITS.has(key) && !/^\W*\d/.test(value)) return key;
  // "State: accepted", not "State: the cache is warm": a word or two.
  // "| State | **IN-REVIEW** |", "**ACCEPTED, later DEPRECATED**" (kubewarden/rfc): a state in words of its own.
  if (key === 'state' && !STATE_IN_WORDS.test(value)) return key;
  return english;
}

/**
 * Section headings in other languages, by language and the English heading they stand for: a heading's first word
 * ("Kontext und Problemstellung") or, where one word does not say which section it is, its first words ("Resultado
 * da decisão", MADR's "Decision Outcome" in the Portuguese, Spanish, French and Italian translations).
 */
const SECTION_ALIASES_BY_LANGUAGE: Readonly<Record<Exclude<Language, 'en'>, Readonly<Record<string, string>>>> = {
  pt: {
    contexto: 'context',
    decisão: 'decision',
    decisao: 'decision',
    decisões: 'decision',
    decisoes: 'decision',
    consequências: 'consequences',
    consequencias: 'consequences',
    'resultado da decisão': 'decision outcome',
    'resultado da decisao': 'decision outcome',
  },
  // Plural where a record takes several (discorallado/axon: "## Decisiones").
  es: { contexto: 'context', decisión: 'decision', decisiones: 'decision', consecuencias: 'consequences', 'resultado de la decisión': 'decision outcome', 'resultado de la decision': 'decision outcome' },
  fr: { contexte: 'context', décision: 'decision', décisions: 'decision', conséquences: 'consequences', 'résultat de la décision': 'decision outcome', 'resultat de la decision': 'decision outcome' },
  // "Entscheid" as Swiss German says it (gregorkurth/test-dns), "Entscheidungen" for several.
  de: { kontext: 'context', entscheidung: 'decision', entscheidungen: 'decision', entscheid: 'decision', entscheidungsergebnis: 'decision outcome', konsequenzen: 'consequences', folgen: 'consequences', auswirkungen: 'consequences' },
  it: { contesto: 'context', decisione: 'decision', decisioni: 'decision', conseguenze: 'consequences', 'risultato della decisione': 'decision outcome', 'esito della decisione': 'decision outcome' },
  nl: { besluit: 'decision', beslissing: 'decision', beslissingsresultaat: 'decision outcome', gevolgen: 'consequences', consequenties: 'consequences' },
  pl: { kontekst: 'context', decyzja: 'decision', decyzje: 'decision', konsekwencje: 'consequences', skutki: 'consequences', 'wynik decyzji': 'decision outcome' },
  cs: { kontext: 'context', rozhodnutí: 'decision', důsledky: 'consequences', 'výsledek rozhodnutí': 'decision outcome' },
  // MADR's "Decision Outcome" as machine translations give it: "Итог решения", "Результат решения" (olivaresai/olivares's
  // docs/adr/ru, both in one collection).
  ru: { контекст: 'context', решение: 'decision', решения: 'decision', последствия: 'consequences', 'принятое решение': 'decision', 'итог решения': 'decision outcome', 'результат решения': 'decision outcome' },
  tr: { bağlam: 'context', karar: 'decision', kararlar: 'decision', sonuçlar: 'consequences', sonuç: 'consequences', 'karar sonucu': 'decision outcome' },
  // "背景与问题" (background and problem, GoyacJ/octopus): MADR's "Context and Problem Statement".
  // "背景与问题陈述" (olivaresai/olivares's docs/adr/zh), "背景和问题陈述" (wcjxixi/Bitwarden-Contributing-Docs-Chn): the
  // whole of "Context and Problem Statement", one run of letters that no first word splits.
  zh: { 背景: 'context', 背景与问题: 'context and problem statement', 背景和问题: 'context and problem statement', 背景与问题陈述: 'context and problem statement', 背景和问题陈述: 'context and problem statement', 问题背景: 'context and problem statement',
    // Traditional: "## 背景與問題陳述" under "**狀態**：Accepted" (records of several repositories, e.g. AskMiao's ADR-0002).
    背景與問題: 'context and problem statement', 背景與問題陳述: 'context and problem statement', 上下文: 'context', 决策结果: 'decision outcome', 決策結果: 'decision outcome', 决策: 'decision', 決策: 'decision', 决定: 'decision', 決定: 'decision', 后果: 'consequences', 後果: 'consequences', 影响: 'consequences', 影響: 'consequences' },
  // "背景と問題提起" and "決定の結果" (olivaresai/olivares's docs/adr/ja): MADR's two required sections.
  ja: { 背景: 'context', 背景と課題: 'context and problem statement', 背景と問題: 'context and problem statement', 背景と問題提起: 'context and problem statement', コンテキスト: 'context', 決定: 'decision', 決定事項: 'decision', 決定の結果: 'decision outcome', 決定結果: 'decision outcome', 結果: 'consequences', 影響: 'consequences' },
  // "## 배경" ("background", sundaytoz/agent-team-protocol), as English "Background" is the context; "## 컨텍스트", the
  // English word in Hangul (KU-BIG/2026_SPRING-Fincoach).
  // "## 맥락과 문제" ("context and problem", hhko/Functorium's Korean records), "맥락과 문제 정의", "맥락과 문제 설명": the word
  // with its particle, which no first-word lookup of "맥락" finds.
  ko: { 상황: 'context', 맥락: 'context', 컨텍스트: 'context', 배경: 'context', '맥락과 문제': 'context and problem statement', 결정: 'decision', 결과: 'consequences', 영향: 'consequences' },
};

/**
 * Headings of languages ADR Lens reads but does not write in: Polish (malipie/pim: "## Kontekst", "## Decyzja",
 * "## Konsekwencje"), Norwegian, Danish and Swedish.
 */
const SECTION_ALIASES_READ_ONLY: Readonly<Record<string, string>> = {
  kontekst: 'context',
  decyzja: 'decision',
  decyzje: 'decision',
  konsekwencje: 'consequences',
  beslutning: 'decision',
  beslutninger: 'decision',
  beslut: 'decision',
  konsekvenser: 'consequences',
  bakgrunn: 'context',
  bakgrund: 'context',
  // "## Problema" (IsraelZG/specs-and-tasks), as English "## Problem" opens a record's context.
  problema: 'problem',
  // Vietnamese, read as its status label is ("Trạng thái"): "## Bối cảnh", "## Quyết định", "## Hệ quả" (UIT-GO/ARCHITECTURE
  // and the records after it), MADR's "## Bối cảnh và Vấn đề" and "## Kết quả Quyết định".
  'bối cảnh': 'context',
  'bối cảnh và vấn đề': 'context and problem statement',
  'quyết định': 'decision',
  'kết quả quyết định': 'decision outcome',
  'hệ quả': 'consequences',
};

/** Section headings in other languages, by the English heading they stand for. */
const SECTION_ALIASES: Readonly<Record<string, string>> = Object.assign({ ...STATUS_WORDS }, ...Object.values(SECTION_ALIASES_BY_LANGUAGE), SECTION_ALIASES_READ_ONLY);

const SECTION_ALIAS_MAP: ReadonlyMap<string, string> = new Map(Object.entries(SECTION_ALIASES));

/** The aliases of several words, longest first: "resultado de la decisión principal" starts with one. */
const SECTION_PHRASES: readonly string[] = Object.keys(SECTION_ALIASES)
  .filter((k) => k.includes(' '))
  .sort((a, b) => b.length - a.length);

/** The English name kept in brackets after a translated heading, half- or full-width: "(Context)", "（Decision）". */
const GLOSS = /^\s*(?:\([^)]*\)|（[^）]*）)/;

/** The alias of several words `normalised` starts with, followed by nothing or by a word or bracket of its own. */
function leadingPhrase(normalised: string): string | undefined {
  for (const phrase of SECTION_PHRASES) {
    if (normalised.startsWith(phrase) && !/^[\p{L}\p{M}]/u.test(normalised.slice(phrase.length))) return phrase;
  }
  return undefined;
}

/**
 * The English heading a localised one stands for ("Consequências" → "consequences", "상황(Context)" → "context"),
 * given the heading lower-cased and trimmed; undefined when it is not a known translation.
 */
export function englishHeading(normalised: string): string | undefined {
  const exact = SECTION_ALIAS_MAP.get(normalised);
  if (exact !== undefined) return exact;
  // "Résultat de la décision", "Resultado de la decisión principal": the first words say which section it is
  // (their first word alone, "résultat", does not).
  const phrase = leadingPhrase(normalised);
  if (phrase !== undefined) return SECTION_ALIAS_MAP.get(phrase)! + normalised.slice(phrase.length).replace(GLOSS, '');
  // "상황(Context)", "决策（Decision）", "Kontext und Problemstellung": the first word says which section it is.
  const first = /^[\p{L}\p{M}]+/u.exec(normalised)?.[0];
  if (first === undefined || first === normalised) return undefined;
  const english = SECTION_ALIAS_MAP.get(first);
  // "상태 Status" (kwj1270/lockr), "Status / Statut": the name in two languages, one of them English.
  const other = normalised.slice(first.length).replace(/^\s*[/|·]?\s*/, '');
  if (english !== undefined && other === english) return english;
  if (english === undefined && SECTION_ALIAS_MAP.get(other) === first) return first;
  if (english !== undefined) return english + normalised.slice(first.length).replace(GLOSS, '');
  // "참조(Reference)", "背景 (Context)": the template's English name, kept beside the translation. A Latin word
  // before the parenthesis is itself the name ("Decision (historical)"): the parenthesis only qualifies it.
  const glossed = /^[^(（a-z]+[(（]\s*([a-z][a-z ]*?)\s*[)）]$/.exec(normalised);
  return glossed?.[1];
}

/** What ADR Lens writes in a language: the five lifecycle words and the supersede verbs, lower-case. */
export interface WrittenWords {
  proposed: string;
  accepted: string;
  rejected: string;
  deprecated: string;
  superseded: string;
  supersededBy: string;
  supersedes: string;
}

/**
 * The words ADR Lens writes or offers in each language (status completion, new records, the old record's "Superseded
 * by"). Each is one this file, config/defaults.ts or parse/relations.ts reads back (a test holds them together);
 * where the parser reads no verb of a language, the English one stands in.
 */
export const WRITTEN_WORDS: Readonly<Record<Language, WrittenWords>> = {
  en: { proposed: 'proposed', accepted: 'accepted', rejected: 'rejected', deprecated: 'deprecated', superseded: 'superseded', supersededBy: 'superseded by', supersedes: 'supersedes' },
  pt: { proposed: 'proposto', accepted: 'aceito', rejected: 'rejeitado', deprecated: 'obsoleto', superseded: 'substituído', supersededBy: 'substituído por', supersedes: 'substitui' },
  es: { proposed: 'propuesto', accepted: 'aceptado', rejected: 'rechazado', deprecated: 'obsoleto', superseded: 'reemplazado', supersededBy: 'reemplazado por', supersedes: 'reemplaza a' },
  fr: { proposed: 'proposé', accepted: 'accepté', rejected: 'rejeté', deprecated: 'obsolète', superseded: 'remplacé', supersededBy: 'remplacé par', supersedes: 'remplace' },
  de: { proposed: 'vorgeschlagen', accepted: 'akzeptiert', rejected: 'abgelehnt', deprecated: 'veraltet', superseded: 'abgelöst', supersededBy: 'ersetzt durch', supersedes: 'supersedes' },
  it: { proposed: 'proposto', accepted: 'accettato', rejected: 'rifiutato', deprecated: 'deprecato', superseded: 'sostituito', supersededBy: 'superseded by', supersedes: 'supersedes' },
  nl: { proposed: 'voorgesteld', accepted: 'geaccepteerd', rejected: 'afgewezen', deprecated: 'verouderd', superseded: 'vervangen', supersededBy: 'superseded by', supersedes: 'supersedes' },
  pl: { proposed: 'proponowany', accepted: 'zaakceptowany', rejected: 'odrzucony', deprecated: 'przestarzały', superseded: 'zastąpiony', supersededBy: 'zastąpiony przez', supersedes: 'zastępuje' },
  cs: { proposed: 'navrženo', accepted: 'přijato', rejected: 'zamítnuto', deprecated: 'zastaralé', superseded: 'nahrazeno', supersededBy: 'nahrazeno', supersedes: 'nahrazuje' },
  ru: { proposed: 'предложено', accepted: 'принято', rejected: 'отклонено', deprecated: 'устарело', superseded: 'заменено', supersededBy: 'superseded by', supersedes: 'supersedes' },
  tr: { proposed: 'önerildi', accepted: 'kabul edildi', rejected: 'reddedildi', deprecated: 'kullanımdan kaldırıldı', superseded: 'değiştirildi', supersededBy: 'superseded by', supersedes: 'supersedes' },
  zh: { proposed: '提议', accepted: '已接受', rejected: '已拒绝', deprecated: '已废弃', superseded: '已取代', supersededBy: 'superseded by', supersedes: 'supersedes' },
  ja: { proposed: '提案中', accepted: '承認', rejected: '却下', deprecated: '非推奨', superseded: '置き換え', supersededBy: 'superseded by', supersedes: 'supersedes' },
  ko: { proposed: '제안됨', accepted: '승인됨', rejected: '반려됨', deprecated: '폐기됨', superseded: '대체됨', supersededBy: 'superseded by', supersedes: 'supersedes' },
};

/** Languages a localised "Status" label may be in, most likely first ("Estado": Spanish, then Portuguese); English otherwise. */
export function languagesOfStatusLabel(label: string): readonly Language[] {
  const lower = label.toLowerCase();
  return Object.hasOwn(STATUS_LABEL_LANGUAGES, lower) ? STATUS_LABEL_LANGUAGES[lower]! : ['en'];
}

/** Languages a status word or a section heading's first word belongs to ("contexto": es, pt); none for English or unknown words, nor for "constructor" (own entries only). */
export function languagesOfWord(word: string, heading = false): Language[] {
  const lower = word.toLowerCase();
  const out: Language[] = [];
  // A heading is named by the section words, not the status words: "## Proposition" opens the proposal of English
  // records (bevyengine/rfcs) as often as a French status says "proposition".
  if (!heading) for (const [language, words] of Object.entries(STATUS_WORDS_BY_LANGUAGE)) if (Object.hasOwn(words, lower)) out.push(language as Language);
  for (const [language, words] of Object.entries(SECTION_ALIASES_BY_LANGUAGE)) if (Object.hasOwn(words, lower) && !out.includes(language as Language)) out.push(language as Language);
  return out;
}

/**
 * The language records write their statuses and headings in: each record's by the votes of its words, and the
 * records' by the most of them, a record with no word of another language counting for English. One record's
 * heading does not make a collection French (bevyengine/rfcs: one "## Proposition" among a hundred English records).
 */
export function languageOf(records: readonly DecisionRecord[]): Language {
  const recordVotes = new Map<Language, number>();
  for (const record of records) {
    const votes = new Map<Language, number>();
    const status = record.status?.value.trim().toLowerCase().split(/[\s,.;:(]/)[0] ?? '';
    const headings = record.sections.map((s) => s.heading.replace(/^[#\s\d.]*/, '').trim().toLowerCase().split(/[\s(:]/)[0] ?? '');
    // A word of several languages ("contexto": Spanish and Portuguese) votes for each; their other words decide.
    for (const language of status ? languagesOfWord(status) : []) votes.set(language, (votes.get(language) ?? 0) + 1);
    for (const word of headings) for (const language of word ? languagesOfWord(word, true) : []) votes.set(language, (votes.get(language) ?? 0) + 1);
    const most = Math.max(0, ...votes.values());
    if (most === 0 && !status && headings.length === 0) continue;
    for (const [language, n] of most === 0 ? [['en', 0] as const] : votes) if (n === most) recordVotes.set(language, (recordVotes.get(language) ?? 0) + 1);
  }
  let best: Language = 'en';
  let count = recordVotes.get('en') ?? 0;
  for (const [language, n] of recordVotes) if (n > count) [best, count] = [language, n];
  return best;
}

/** Headings repeat across records ("Context", "Decision"): each spelling is normalised once. */
const normalisedHeadings = new Map<string, string>();

/** "## 2. Context and Problem Statement:" → "context and problem statement". */
export function normaliseHeading(heading: string): string {
  let normal = normalisedHeadings.get(heading);
  if (normal === undefined) {
    normal = normaliseHeadingText(heading);
    // A bound, so a workspace of unique headings cannot grow it without end.
    if (normalisedHeadings.size >= 5000) normalisedHeadings.clear();
    // Copies: a heading is a slice of its document's text, and a kept slice would keep the whole text alive.
    normal = ownString(normal);
    normalisedHeadings.set(ownString(heading), normal);
  }
  return normal;
}

/** Heading marks, blanks and an emoji before the name ("## ✅ ESTADO", "## ⚡ Status": decoration, tlm-arq, tiagonpsilva). */
const LEADING_MARKS = new RegExp(`^[#\\s${DECORATION_CHARS}]*`, 'u');

const EMOJI_SHORTCODES = /^(?::[a-z0-9_+-]{1,40}:\s*)+/;

function normaliseHeadingText(heading: string): string {
  const lower = heading.toLowerCase();
  const normal =
    /^[a-z][a-z ]*$/.test(lower) && !lower.includes('  ')
      ? lower.trim()
      : lower
          .replace(LEADING_MARKS, '')
          // ":memo: État", ":stethoscope: Contexte" (gip-inclusion/carnet-de-bord): GitHub's emoji shortcodes, written out.
          .replace(EMOJI_SHORTCODES, '')
          // "1.", "1.2", "iv." and "1)" (Nepopams/vr_ai_platform: "## 1) Контекст и проблема") number a section.
          .replace(/^(\d+(\.\d+)*[.)]?|[ivx]+[.)])\s+/, '')
          .replace(/[*_`:]+/g, '')
          // A full-width colon parts words that no blank parts ("## 决策：纠正计划", mzlin2020/mingAgent): a blank, so
          // the section's name stays a word of its own.
          .replace(/：+/g, ' ')
          .replace(/\s+/g, ' ')
          .trim();
  // "Contexto", "Konsequenzen", "상황(Context)": the section the template's English name stands for.
  return englishHeading(normal) ?? normal;
}

/** A record's change log heading in other languages ("## 变更日志" in cosmos-sdk's Chinese records), lower case. */
// luchenqun/cosmos-sdk-docs (Cosmos SDK's records in Chinese): "## 更新日志" over "* 2021年11月23日：初稿".
export const LOCAL_CHANGELOG_HEADINGS: ReadonlySet<string> = new Set(['变更日志', '更新日志', '變更日誌', '更新日誌', '修订历史', '修改记录']);

/**
 * Months written out in the languages records are read in beyond English: "05 de outubro de 2024", "5 de octubre de
 * 2024", "5 octobre 2024", "5. Oktober 2024", "5 ottobre 2024", "5 oktober 2024", "5 октября 2024 г.".
 */
export const LOCAL_MONTHS: ReadonlyMap<string, number> = new Map(
  [
    ['janeiro', 'fevereiro', 'março', 'abril', 'maio', 'junho', 'julho', 'agosto', 'setembro', 'outubro', 'novembro', 'dezembro'],
    ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'],
    ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'],
    ['januar', 'februar', 'märz', 'april', 'mai', 'juni', 'juli', 'august', 'september', 'oktober', 'november', 'dezember'],
    ['gennaio', 'febbraio', 'marzo', 'aprile', 'maggio', 'giugno', 'luglio', 'agosto', 'settembre', 'ottobre', 'novembre', 'dicembre'],
    ['januari', 'februari', 'maart', 'april', 'mei', 'juni', 'juli', 'augustus', 'september', 'oktober', 'november', 'december'],
    // Russian writes a day's month in the genitive: "17 мая 2026 г." (Control39/portfolio-system-architect).
    ['января', 'февраля', 'марта', 'апреля', 'мая', 'июня', 'июля', 'августа', 'сентября', 'октября', 'ноября', 'декабря'],
    // And a month of a year in the nominative: "Принято – Август 2025".
    ['январь', 'февраль', 'март', 'апрель', 'май', 'июнь', 'июль', 'август', 'сентябрь', 'октябрь', 'ноябрь', 'декабрь'],
  ].flatMap((months) => months.flatMap((name, i) => [[name, i + 1] as const, [name.normalize('NFD').replace(/\p{M}/gu, ''), i + 1] as const])),
);
