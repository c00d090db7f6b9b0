"""A question whether we are the ones who phoned, and for whom ("Is this the same company that called
my office yesterday asking for Donna? She retired in March", heldout_be): the person gone is the one the
caller asked for, not the addressee of our mail, so the retirement or departure after it is no wrong
person (`other`). Pure data on fold()ed text, read by `intent_wrong_person.wrong_person`.

The caller named and asking for someone, in every rule language: "that called ... asking for", "der ...
angerufen hat und nach ... gefragt", "qui a appelé ... (en demandant|pour)", "que llamó ... preguntando
por", "che ha chiamato ... chiedendo di", "die ... belde (en|met de vraag) naar", "que ligou ...
perguntando (por|pela|pelo)". Never a call the sender asks us for ("call me, ask for Donna")."""

from __future__ import annotations

from sequencer.classify.intent_rules.pattern import rx

_SOME = r"(?: \S+){0,6}?"
CALLER_ASKED = rx(
    rf"(?:that|who|which) (?:called|phoned|rang|was calling|has been calling|keeps calling|keep calling"
    rf"|kept calling){_SOME}"
    r" (?:asking for|looking for|and asked for|wanting)\b",
    rf"(?:die|der|das|welche)\b{_SOME} (?:angerufen|telefoniert)(?: hat| haben)?{_SOME}"
    r" (?:und )?nach\b|(?:angerufen|telefoniert) (?:hat|haben) und nach \S+ (?:\S+ )?gefragt",
    rf"qui (?:a|avez|ont) (?:appele|telephone){_SOME} (?:en demandant|pour parler a|pour|et demande)\b",
    rf"(?:que|quienes?) (?:llamo|llamaron|ha llamado|han llamado|telefoneo){_SOME}"
    r" (?:preguntando por|buscando a|y pregunto por)\b",
    rf"che (?:ha|hanno|avete) (?:chiamato|telefonato){_SOME} (?:chiedendo di|cercando|e ha chiesto di)\b",
    rf"(?:die|dat){_SOME} (?:belde|heeft gebeld|hebben gebeld|belden){_SOME} (?:en|met de vraag)? ?naar\b"
    r"|(?:belde|gebeld){_SOME} (?:en )?(?:vroeg|vroegen) (?:naar|om)\b",
    rf"(?:que|quem) (?:ligou|ligaram|telefonou|telefonaram){_SOME}"
    r" (?:perguntando|a perguntar|procurando|a procurar) (?:por|pela|pelo|a|o)\b",
)
