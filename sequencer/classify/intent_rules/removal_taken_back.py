"""A removal taken back in the same message, the sender wanting more after it (heldout_cf): "Please take me
off your li... actually, hang on. ... If so, scratch that, I'd like to see a demo", "Bitte tragen Sie mich aus
... Kommando zurück, zeigen Sie mir lieber eine Demo", "Désinscrivez-moi... non, oubliez ça, je veux bien une
démo", "Dadme de baja... bueno, olvídalo, ¿podemos ver una demo?", "Cancellatemi... anzi no, lascia stare: mi
fate vedere una demo?", "Haal me van de lijst... laat maar, stuur me toch een demo", "Tirem-me da lista...
esquece, pensando melhor quero ver uma demo". Pure data on fold()ed text, read by `removal._taken_back`: the
retraction after the removal phrase, interest after the retraction (`removal_guards.others.wants_more`), and
no removal asked again after it ("... scratch that, just remove my whole team" stays a removal, as does a
retraction with no interest: "take me off... actually never mind, just take me off").

Never a retraction of something else before the removal ("Scratch that meeting. Remove me from your list")."""

from __future__ import annotations

from sequencer.classify.intent_rules.pattern import rx

TAKEN_BACK = rx(
    r"scratch that|forget (?:that|it|what i (?:said|wrote))|never ?mind|ignore (?:that|what i (?:said|wrote))"
    r"|on second thought|(?:actually|wait),? (?:hang on|hold on|wait|no)|i take (?:that|it) back|disregard"
    r" (?:that|my (?:last|previous|first) (?:line|sentence))",
    r"vergessen sie das|vergiss das|kommando zuruck|doch nicht|streichen sie das|ich nehme das zuruck"
    r"|moment mal|(?:wobei|obwohl),? warten sie",
    r"oubliez (?:ca|cela)|oublie (?:ca|cela)|laissez tomber|laisse tomber|finalement non|je retire ce que"
    r" j'ai dit|a la reflexion|(?:non|attendez),? (?:attendez|en fait)",
    r"olvidalo|olvidadlo|olvide(?:lo| eso)|olvida eso|mejor no|retiro lo dicho|pensandolo mejor|(?:espera|un"
    r" momento),? (?:no|mejor)",
    r"lascia(?:te)? stare|dimentica(?:te)? (?:quello|cio|tutto)|anzi no|ritiro quanto detto|ripensandoci"
    r"|(?:aspetta|aspettate),? (?:no|anzi)",
    r"laat (?:maar|dat maar)|vergeet (?:dat|het|wat ik zei)|toch niet|ik neem (?:dat|het) terug|wacht even"
    r"|bij nader inzien",
    r"esquece|esqueca (?:isso|o que eu disse)|deixa (?:para|pra) la|pensando melhor|retiro o que disse"
    r"|(?:espera|espere),? (?:nao|afinal)",
)
