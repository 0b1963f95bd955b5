---@meta listlab
-- Type definitions of ListLab's Lua API for the Lua language server (LuaLS / sumneko.lua).
-- Editors that run the language server on this folder pick it up through Scripts/.luarc.json; see
-- "Editor support" in README.md. This file is never run.

-- Declarations ------------------------------------------------------------------------------------

---@alias Id string|integer A cell or section id: a string or an integer.
---@alias ListStyle "plain"|"grouped"|"insetGrouped"|"cards"|"grid"|"compositional"|string
---@alias TextStyle "largeTitle"|"title1"|"title2"|"title3"|"headline"|"body"|"callout"|"subheadline"|"footnote"|"caption1"|"caption2"
---@alias ContentSize "xSmall"|"small"|"medium"|"large"|"xLarge"|"xxLarge"|"xxxLarge"|"accessibility1"|"accessibility2"|"accessibility3"|"accessibility4"|"accessibility5"
---@alias Insets number|number[]|{top: number?, left: number?, bottom: number?, right: number?} A number, {vertical, horizontal} or per side.
---@alias Columns integer|{min_width: number} A column count, or adaptive: as many columns of at least min_width as fit.
---@alias Device "iPhone SE"|"iPhone 15"|"iPhone 15 Pro Max"|"iPad"

---@class ListDeclaration
---@field style? ListStyle plain (default), grouped, insetGrouped, cards, grid, compositional, or a plugin's style.
---@field width? number Viewport width in points (375).
---@field height? number Viewport height in points (667).
---@field scale? number Pixels per point (3); every frame edge snaps to 1/scale.
---@field estimated_height? number Lazy self-sizing: cells are laid out at this height until displayed.
---@field content_size? ContentSize Dynamic Type category ("large").
---@field separators? boolean Plain, grouped, insetGrouped: false turns separators off.
---@field separator_inset? number Leading inset of separators, from the content view's leading edge (the content's margin: 16, or 20 from 390 points of width in plain and grouped).
---@field inset? number insetGrouped side inset, beyond the safe area (the layout margin: 16 below 390 points of width, else 20).
---@field corner_radius? number Radius of insetGrouped's rounded cells and of cards (10).
---@field section_spacing? number Gap between sections (35 grouped/insetGrouped, else 0).
---@field card_margin? number Cards: side margin, and above the first / below the last card (8).
---@field card_spacing? number Cards: gap between consecutive cards (8).
---@field columns? Columns Grid columns (2).
---@field spacing? number Grid: gap between items of a line (10).
---@field line_spacing? number Grid: gap between lines (10).
---@field insets? Insets Grid section insets (0).
---@field align? "stretch"|"top" Grid: items take the line's height, or keep their own.
---@field content_insets? Insets Space above the first section and below the last.
---@field layout? CompositionalLayout|LayoutSection The compositional style's layout (giving it makes the style compositional).
---@field device? Device A device preset: width, height, scale, safe area and size class (explicit width/height/scale/safe_area override).
---@field orientation? "portrait"|"landscape" The device's orientation ("portrait"); needs a device.
---@field safe_area? Insets The safe area: adjusts the content inset (top, bottom) and insets cells' content (sides).
---@field direction? "ltr"|"rtl" "rtl" mirrors the layout as semanticContentAttribute = .forceRightToLeft does ("ltr").
---@field readable_width? boolean Built-in content and insetGrouped sections follow the readable content guide (672 points wide).
---@field [integer] Section|Cell Sections, or cells forming one section "main".

---@class SectionDeclaration
---@field header? string|Node
---@field footer? string|Node
---@field columns? Columns Grid override.
---@field spacing? number Grid override.
---@field line_spacing? number Grid override.
---@field insets? Insets Grid override.
---@field align? "stretch"|"top" Grid override.
---@field layout? LayoutSection Compositional lists: this section's own layout.
---@field [integer] Cell

---@class CellDeclaration
---@field height? number A fixed height; otherwise the content is measured (or 44 without content).
---@field text? string Built-in cell: body text.
---@field secondary? string Built-in cell: subheadline text below it.
---@field image? {width: number?, height: number?}|boolean Built-in cell: an image at the leading edge (29×29).
---@field accessory? "chevron"|"checkmark"|"detail"|"toggle"|"badge"
---@field badge? string Built-in cell: badge text.
---@field enabled? boolean false draws the cell at alpha 0.5.
---@field alpha? number
---@field separator? boolean false hides the separator under this cell.
---@field separator_inset? number Overrides the list's separator_inset for this cell.
---@field [1]? Node Custom content (one node).

---@class NodeFields
---@field id? string Lets l:subframes(id) name the node.
---@field hidden? boolean Takes no space and no spacing.
---@field weight? number Share of a weighted row.
---@field width? number A fixed width.
---@field height? number A fixed height.

---@class LabelFields: NodeFields
---@field text? string
---@field style? TextStyle ("body")
---@field lines? integer 0 wraps without limit; n caps at n lines with "…".
---@field align? "leading"|"center"|"trailing"
---@field color? string For drawing only.

---@class ImageFields: NodeFields
---@field name? string For drawing only.
---@field corner_radius? number For drawing only.

---@class BoxFields: NodeFields
---@field color? string

---@class StackFields: NodeFields
---@field spacing? number Between visible children.
---@field padding? Insets Layout margins.
---@field align? "fill"|"leading"|"center"|"trailing"|"top"|"bottom" Columns: fill leading center trailing; rows: fill top center bottom.
---@field distribute? "fill"|"equal"|"weighted" Rows only.
---@field background? string For drawing only.
---@field [integer] Node

---@class Node: NodeFields A content node: the table given to its constructor, tagged (`getmetatable` gives "Node").
---@field kind string label, image, box, spacer, column or row.

---@class Cell A cell declaration (userdata).
---@field id Id

---@class Section A section declaration (userdata).
---@field id Id
---@field count integer

--- Declares a list and lays it out.
---@param declaration ListDeclaration
---@return List
function list(declaration) end

--- `section "id" { … }`: a section.
---@param id Id
---@param declaration? SectionDeclaration
---@return Section|fun(declaration: SectionDeclaration): Section
function section(id, declaration) end

--- `cell "id" { … }`: a cell.
---@param id Id
---@param declaration? CellDeclaration
---@return Cell|fun(declaration: CellDeclaration): Cell
function cell(id, declaration) end

---@param fields LabelFields|string
---@return Node
function label(fields) end

---@param fields? ImageFields
---@return Node
function image(fields) end

---@param fields? BoxFields
---@return Node
function box(fields) end

---@param fields? NodeFields
---@return Node
function spacer(fields) end

--- A vertical stack (UIStackView / LMColumnView).
---@param fields StackFields
---@return Node
function column(fields) end

--- A horizontal stack (UIStackView / LMRowView).
---@param fields StackFields
---@return Node
function row(fields) end

-- Compositional layouts -------------------------------------------------------------------------------

---@class LayoutDimension A dimension (userdata): fractional_width(f), fractional_height(f), absolute(n), estimated(n).
---@class LayoutSpacing A spacing (userdata): fixed(n) or flexible(n).
---@alias Dimension LayoutDimension|number A dimension, or a number of points (absolute).
---@alias Spacing LayoutSpacing|number A spacing, or a number of points (fixed).
---@alias Edge "top"|"leading"|"bottom"|"trailing"
---@class LayoutItem An item or a group (userdata).
---@class LayoutSupplementary A supplementary item (userdata).
---@class LayoutBoundary A boundary item (userdata).
---@class LayoutBackground A decoration (userdata).
---@class LayoutSection A section layout or a list configuration (userdata).
---@class CompositionalLayout A compositional layout (userdata).

---@class ItemFields NSCollectionLayoutItem
---@field width? Dimension fractional_width(1) for items and groups.
---@field height? Dimension fractional_height(1) for items, estimated(44) for groups.
---@field insets? Insets contentInsets: the cell is drawn inside them (none on an estimated axis).
---@field edge_spacing? {leading: Spacing?, top: Spacing?, trailing: Spacing?, bottom: Spacing?} edgeSpacing.
---@field [integer] LayoutSupplementary|LayoutItem Supplementary items; groups: their subitems.

---@class GroupFields: ItemFields NSCollectionLayoutGroup
---@field spacing? Spacing interItemSpacing.
---@field count? integer subitem:count: (iOS 13, deprecated in iOS 16): equal copies of the only subitem sharing the group's length.
---@field repeating? integer repeatingSubitem:count: (iOS 16): copies of the only subitem, each at its own size.

---@class CustomGroupFields: ItemFields NSCollectionLayoutGroup.custom
---@field frames {x: number, y: number, w: number, h: number}[]|fun(size: {width: number, height: number}): {x: number, y: number, w: number, h: number}[]

---@class SupplementaryFields NSCollectionLayoutSupplementaryItem
---@field kind? string The element kind ("badge").
---@field width? Dimension absolute(20).
---@field height? Dimension absolute(20).
---@field edges? Edge|Edge[] The anchor's edges ({"top", "trailing"}).
---@field offset? number[] {x, y} in points.
---@field fractional_offset? number[] {x, y} in fractions of the item's own size.
---@field z? integer zIndex.
---@field content? Node|string What it draws.

---@class BoundaryFields NSCollectionLayoutBoundarySupplementaryItem
---@field kind? string "header" (default), "footer", or another element kind.
---@field width? Dimension fractional_width(1).
---@field height? Dimension estimated(44).
---@field align? "top"|"topLeading"|"leading"|"bottomLeading"|"bottom"|"bottomTrailing"|"trailing"|"topTrailing"
---@field offset? number[] {x, y} in points.
---@field pin? boolean pinToVisibleBounds.
---@field extends? boolean extendsBoundary (true).
---@field z? integer zIndex.
---@field content? Node|string What another kind than header and footer draws.

---@class BackgroundFields NSCollectionLayoutDecorationItem.background
---@field insets? Insets contentInsets.
---@field kind? string "background".
---@field z? integer zIndex.

---@class LayoutSectionFields NSCollectionLayoutSection
---@field group? LayoutItem The group the section repeats (or first in the array part).
---@field spacing? number interGroupSpacing.
---@field insets? Insets contentInsets.
---@field orthogonal? "none"|"continuous"|"continuousGroupLeadingBoundary"|"paging"|"groupPaging"|"groupPagingCentered"
---@field header? LayoutBoundary|boolean A boundary item of kind "header".
---@field footer? LayoutBoundary|boolean A boundary item of kind "footer".
---@field boundary? LayoutBoundary[] Other boundary items.
---@field background? LayoutBackground|boolean
---@field supplementary_insets? "automatic"|"none"|"safeArea"|"layoutMargins" supplementaryContentInsetsReference.
---@field insets_reference? "automatic"|"none"|"safeArea"|"layoutMargins" contentInsetsReference.
---@field [1]? LayoutItem The group.

---@class ListConfigurationFields UICollectionLayoutListConfiguration
---@field appearance? "plain"|"grouped"|"insetGrouped"|"sidebar"|"sidebarPlain"
---@field header_mode? "none"|"supplementary"|"firstItemInSection" Default: supplementary when the section has a header.
---@field footer_mode? "none"|"supplementary"
---@field separators? boolean showsSeparators.
---@field separator_inset? number Leading inset of separators (16).
---@field header_top_padding? number headerTopPadding.

---@class LayoutEnvironment NSCollectionLayoutEnvironment (userdata).
---@field width number
---@field height number
---@field size_class "compact"|"regular" Horizontal size class.
---@field vertical_size_class "compact"|"regular"
---@field content_size ContentSize
---@field scale number
---@field index integer The section's index (0-based).
---@field id Id The section's id.
---@field safe_area {top: number, left: number, bottom: number, right: number} The list's safe area.
---@field layout_margin number The side layout margin (16 or 20), inside the safe area.

---@class CompositionalFields UICollectionViewCompositionalLayout and its configuration
---@field section? LayoutSection|fun(index: integer, env: LayoutEnvironment): LayoutSection init(section:) or init(sectionProvider:).
---@field spacing? number interSectionSpacing.
---@field header? LayoutBoundary|boolean The list's own header.
---@field footer? LayoutBoundary|boolean The list's own footer.
---@field boundary? LayoutBoundary[]
---@field scroll_direction? "vertical"|"horizontal" scrollDirection: sections and groups follow one another down, or to the right.
---@field size_class? "compact"|"regular" The environment's horizontal size class (else the device's, else from the width).

---@param fraction number
---@return LayoutDimension
function fractional_width(fraction) end
---@param fraction number
---@return LayoutDimension
function fractional_height(fraction) end
---@param points number
---@return LayoutDimension
function absolute(points) end
--- Starts at `points`; the cell sizes itself from its content when it is displayed.
---@param points number
---@return LayoutDimension
function estimated(points) end
---@param points number
---@return LayoutSpacing
function fixed(points) end
--- At least `points`; shares what the items leave of their group.
---@param points number
---@return LayoutSpacing
function flexible(points) end
---@param fields? ItemFields
---@return LayoutItem
function item(fields) end
--- A horizontal group (NSCollectionLayoutGroup.horizontal).
---@param fields GroupFields
---@return LayoutItem
function hgroup(fields) end
--- A vertical group (NSCollectionLayoutGroup.vertical).
---@param fields GroupFields
---@return LayoutItem
function vgroup(fields) end
---@param fields CustomGroupFields
---@return LayoutItem
function custom_group(fields) end
--- A badge (by default 20 × 20 at the top trailing corner).
---@param fields? SupplementaryFields
---@return LayoutSupplementary
function supplementary(fields) end
---@param fields? BoundaryFields
---@return LayoutBoundary
function boundary(fields) end
---@param fields? BackgroundFields
---@return LayoutBackground
function background(fields) end
---@param fields LayoutSectionFields
---@return LayoutSection
function layout_section(fields) end
--- `list_configuration "insetGrouped"` or `list_configuration { appearance = … }`.
---@param fields ListConfigurationFields|string
---@return LayoutSection
function list_configuration(fields) end
---@param fields CompositionalFields
---@return CompositionalLayout
function compositional(fields) end

-- Reading the layout ---------------------------------------------------------------------------------

---@class Frame
---@field kind "cell"|"header"|"footer"|"separator"|"card"|"supplementary"|"decoration"
---@field id Id The cell's id, or the section's for headers and footers.
---@field section integer 0-based.
---@field item integer? 0-based; nil for headers and footers.
---@field x number
---@field y number
---@field w number
---@field h number
---@field corners "none"|"top"|"bottom"|"all"
---@field radius number? Corner radius of rounded cells and cards.
---@field pinned boolean? A plain header floating at the top of the viewport.
---@field alpha number?
---@field estimated boolean? A cell still at its estimated height.
---@field element_kind string? Compositional lists: a supplementary or decoration view's kind ("badge").
---@field owner "section"|"list"|nil Compositional lists: a section's boundary item other than its header and footer ("section"), the list's own boundary items ("list"); nil for a cell's supplementary views and every other element.
---@field z integer? Compositional lists: a declared z index.
---@field level integer? An outline cell's level: every cell of an outline has one (0 for a root, with or without children); nil outside outlines.
---@field disclosure "collapsed"|"expanded"|nil An outline cell with children: its disclosure (▸ or ▾).

---@class NodeFrame
---@field id string?
---@field kind string
---@field x number In the cell's coordinates.
---@field y number
---@field w number
---@field h number
---@field lines integer? Labels: lines drawn.
---@field depth integer

---@class Invalidation
---@field id Id
---@field section integer
---@field item integer
---@field estimated number The height used before.
---@field measured number
---@field content_delta number
---@field offset_delta number

---@class Position
---@field before? Id
---@field after? Id
---@field section? Id

---@class TransitionOptions
---@field animated? boolean
---@field duration? number Seconds (0.3, or a spring's settling time).
---@field curve? "linear"|"easeIn"|"easeOut"|"easeInOut"|"default"|string|number[]|{spring: {damping: number?, bounce: number?, response: number}}
---@field steps? integer Samples printed by print(t) (4).
---@field choreography? "uikit"|"android"|"staged"
---@field android? {remove: number?, move: number?, change: number?, add: number?}

---@class List A laid-out list (userdata).
---@field style string
---@field count integer Number of cells.
local List = {}

---@return Frame[]
function List:frames() end
--- The cell's frame; an error names an unknown id and the nearest known one.
---@param id Id
---@return Frame
function List:frame(id) end
--- The cell's card (cards style), or nil in a list of another style.
---@param id Id
---@return Frame?
function List:card(id) end
--- The cell's content nodes, in the cell's coordinates.
---@param id Id
---@return NodeFrame[]
function List:subframes(id) end
---@return number w, number h
function List:content_size() end
---@return Id[]
function List:visible() end
--- The content offset along the scroll axis (x for a compositional list that scrolls horizontally).
---@return number
function List:offset() end
--- Sets the content offset along the scroll axis (clamped), measuring cells as they appear; `{x = n}` or `{y = n}` names the axis.
---@param offset number|{x: number}|{y: number}
---@return Invalidation[]
function List:scroll(offset) end
--- Scrolls the least distance that shows the cell (a cell of an orthogonal row also scrolls its row, without snapping).
---@param id Id
---@return Invalidation[]
function List:scroll_to(id) end
---@return Invalidation[]
function List:invalidations() end
--- Compositional lists: drags an orthogonal section's row to `x` and returns where it comes to
--- rest (its behaviour snaps it; `{ snap = false }` stops at `x`).
---@param id Id The section.
---@param x number
---@param options? {snap: boolean?}
---@return number
function List:scroll_section(id, x, options) end
--- Compositional lists: how far an orthogonal section's row is scrolled (nil for other sections).
---@param id Id
---@return number?
function List:section_offset(id) end

-- Changing the list -----------------------------------------------------------------------------------

---@param sections (Section|Cell)[]
---@param options? TransitionOptions
---@return Transition
function List:apply(sections, options) end
---@param cells Cell|Cell[]
---@param position Position
---@param options? TransitionOptions
---@return Transition
function List:insert(cells, position, options) end
---@param ... Id|TransitionOptions Ids, then optionally options.
---@return Transition
function List:delete(...) end
---@param id Id
---@param position Position
---@param options? TransitionOptions
---@return Transition
function List:move(id, position, options) end
---@param id Id
---@param cell Cell|CellDeclaration
---@param options? TransitionOptions
---@return Transition
function List:update(id, cell, options) end
---@param section Section
---@param position? Position
---@param options? TransitionOptions
---@return Transition
function List:insert_section(section, position, options) end
---@param id Id
---@param options? TransitionOptions
---@return Transition
function List:delete_section(id, options) end
---@param id Id
---@param position Position
---@param options? TransitionOptions
---@return Transition
function List:move_section(id, position, options) end
--- performBatchUpdates: new_sections is the data after; declare the updates in fn.
---@param new_sections (Section|Cell)[]
---@param fn fun(b: Batch)
---@param options? TransitionOptions
---@return Transition
function List:batch(new_sections, fn, options) end

-- Diffable data source snapshots ----------------------------------------------------------------------

--- The list's data as identifiers (UICollectionViewDiffableDataSource.snapshot()). O(n).
---@return Snapshot
function List:snapshot() end
--- Applies a snapshot (apply(_:animatingDifferences:)): items the list shows keep their cells unless
--- reloaded or reconfigured; the others come from the cell provider. animated = false still diffs
--- (iOS 15). A snapshot has no hierarchy: every section becomes flat. O(n).
---@param snapshot Snapshot
---@param options? TransitionOptions
---@return Transition
function List:apply_snapshot(snapshot, options) end
--- Applies a snapshot without a diff or an animation (applySnapshotUsingReloadData): as reloadData(),
--- every cell comes from the cell provider again; every section becomes flat. O(n).
---@param snapshot Snapshot
---@return Transition
function List:apply_snapshot_using_reload_data(snapshot) end
--- The cell provider: fn(item_id, section_id) returns cell(id) {…}, a table of cell fields, or nil
--- for the default cell (a built-in cell showing the id). nil removes it.
---@param fn? fun(id: Id, section: Id): Cell|CellDeclaration|nil
function List:set_cell_provider(fn) end
--- The outline of a section (snapshot(for:)): the one applied last while the cells show it, else
--- the outline the cells show (their levels and disclosures), or its cells as roots.
---@param section Id
---@return SectionSnapshot
function List:section_snapshot(section) end
--- Applies an outline to a section: its visible items become the cells, indented by level, with
--- disclosures on items with children. The section is appended when the list lacks it.
---@param section Id
---@param outline SectionSnapshot
---@param options? TransitionOptions
---@return Transition
function List:apply_section_snapshot(section, outline, options) end

---@class Snapshot NSDiffableDataSourceSnapshot (userdata). Edits return the snapshot.
local Snapshot = {}
---@param ids Id|Id[]
---@return Snapshot
function Snapshot:append_sections(ids) end
---@param ids Id|Id[]
---@param position {before: Id}|{after: Id}
---@return Snapshot
function Snapshot:insert_sections(ids, position) end
--- Ids the snapshot lacks are ignored (with a warning), as UIKit ignores them.
---@param ids Id|Id[]
---@return Snapshot
function Snapshot:delete_sections(ids) end
--- Before or after itself is refused ("destination for section move is the same as the source").
---@param id Id
---@param position {before: Id}|{after: Id}
---@return Snapshot
function Snapshot:move_section(id, position) end
--- To the end of `section`, or of the last section.
---@param ids Id|Id[]
---@param section? Id
---@return Snapshot
function Snapshot:append_items(ids, section) end
---@param ids Id|Id[]
---@param position {before: Id}|{after: Id}
---@return Snapshot
function Snapshot:insert_items(ids, position) end
---@param ids Id|Id[]
---@return Snapshot
function Snapshot:delete_items(ids) end
--- Before or after itself is refused ("destination for item move is the same as the source").
---@param id Id
---@param position {before: Id}|{after: Id}
---@return Snapshot
function Snapshot:move_item(id, position) end
--- Deletes every item and every section.
---@return Snapshot
function Snapshot:delete_all_items() end
--- Every cell of the sections is replaced (a crossfade, `updating`).
---@param ids Id|Id[]
---@return Snapshot
function Snapshot:reload_sections(ids) end
--- The cells are replaced (a crossfade, `updating`).
---@param ids Id|Id[]
---@return Snapshot
function Snapshot:reload_items(ids) end
--- The cells stay and are measured again (a resize, no crossfade; iOS 15).
---@param ids Id|Id[]
---@return Snapshot
function Snapshot:reconfigure_items(ids) end
---@return Id[]
function Snapshot:item_identifiers() end
---@return Id[]
function Snapshot:section_identifiers() end
---@param section? Id
---@return integer
function Snapshot:number_of_items(section) end
---@return integer
function Snapshot:number_of_sections() end
--- The section holding an item, or nil.
---@param item Id
---@return Id?
function Snapshot:section_identifier(item) end
--- 0-based, among all items; nil when absent.
---@param item Id
---@return integer?
function Snapshot:index_of_item(item) end
---@param section Id
---@return integer?
function Snapshot:index_of_section(section) end
---@param section Id
---@return Id[]
function Snapshot:item_identifiers_in_section(section) end
---@return Id[]
function Snapshot:reloaded_item_identifiers() end
---@return Id[]
function Snapshot:reconfigured_item_identifiers() end
---@return Id[]
function Snapshot:reloaded_section_identifiers() end
--- An independent copy (a variable holds a reference).
---@return Snapshot
function Snapshot:copy() end

---@class SectionSnapshot NSDiffableDataSourceSectionSnapshot: an outline (userdata). Edits return it.
local SectionSnapshot = {}
--- As roots, or as the last children of `parent`.
---@param ids Id|Id[]
---@param parent? Id
---@return SectionSnapshot
function SectionSnapshot:append(ids, parent) end
--- As siblings of the item named.
---@param ids Id|Id[]
---@param position {before: Id}|{after: Id}
---@return SectionSnapshot
function SectionSnapshot:insert(ids, position) end
--- Appends another outline's roots, with their subtrees and expanded states, as roots or as the
--- last children of `parent` (append(_:to:) taking a section snapshot).
---@param other SectionSnapshot
---@param parent? Id
---@return SectionSnapshot
function SectionSnapshot:append_snapshot(other, parent) end
--- Inserts another outline's roots, with their subtrees, as siblings of the item named
--- (insert(_:before:), insert(_:after:) taking a section snapshot).
---@param other SectionSnapshot
---@param position {before: Id}|{after: Id}
---@return SectionSnapshot
function SectionSnapshot:insert_snapshot(other, position) end
--- Replaces every child of `parent` (and everything under them) with another outline's roots and
--- their subtrees (replace(childrenOf:using:)).
---@param parent Id
---@param other SectionSnapshot
---@return SectionSnapshot
function SectionSnapshot:replace_children(parent, other) end
--- Deletes the items and everything under them.
---@param ids Id|Id[]
---@return SectionSnapshot
function SectionSnapshot:delete(ids) end
---@return SectionSnapshot
function SectionSnapshot:delete_all() end
---@param ids Id|Id[]
---@return SectionSnapshot
function SectionSnapshot:expand(ids) end
---@param ids Id|Id[]
---@return SectionSnapshot
function SectionSnapshot:collapse(ids) end
---@param id Id
---@return boolean
function SectionSnapshot:is_expanded(id) end
--- Whether every ancestor is expanded.
---@param id Id
---@return boolean
function SectionSnapshot:is_visible(id) end
---@param id Id
---@return boolean
function SectionSnapshot:contains(id) end
--- Every item, depth first.
---@return Id[]
function SectionSnapshot:items() end
--- The items that show, depth first: they are the section's cells.
---@return Id[]
function SectionSnapshot:visible_items() end
---@return Id[]
function SectionSnapshot:root_items() end
---@param id Id
---@return Id[]
function SectionSnapshot:children(id) end
--- 0 for a root.
---@param id Id
---@return integer
function SectionSnapshot:level(id) end
---@param id Id
---@return Id?
function SectionSnapshot:parent(id) end
--- 0-based in items(); nil when absent.
---@param id Id
---@return integer?
function SectionSnapshot:index(id) end
--- The outline under an item (snapshot(of:includingParent:)).
---@param id Id
---@param include_parent? boolean
---@return SectionSnapshot
function SectionSnapshot:snapshot(id, include_parent) end
---@return SectionSnapshot
function SectionSnapshot:copy() end

--- An empty diffable data source snapshot.
---@return Snapshot
function snapshot() end

--- An empty outline (a section snapshot).
---@return SectionSnapshot
function section_snapshot() end

---@alias IndexPath integer[]|{section: integer, item: integer} 0-based {section, item}.

---@class Batch The declared updates of one batch (userdata).
local Batch = {}
---@param paths IndexPath|IndexPath[]
function Batch:delete(paths) end
---@param paths IndexPath|IndexPath[]
function Batch:insert(paths) end
---@param paths IndexPath|IndexPath[]
function Batch:reload(paths) end
---@param from IndexPath
---@param to IndexPath
function Batch:move(from, to) end
---@param sections integer|integer[]
function Batch:delete_sections(sections) end
---@param sections integer|integer[]
function Batch:insert_sections(sections) end
---@param sections integer|integer[]
function Batch:reload_sections(sections) end
---@param from integer
---@param to integer
function Batch:move_section(from, to) end

---@class Stage
---@field kind string
---@field deleted {section: integer, item: integer}[]
---@field inserted {section: integer, item: integer}[]
---@field updated {section: integer, item: integer}[]
---@field moved {from: {section: integer, item: integer}, to: {section: integer, item: integer}}[]
---@field sections_deleted integer[]
---@field sections_inserted integer[]
---@field sections_updated integer[]
---@field sections_moved {from: integer, to: integer}[]
---@field after {id: Id, items: Id[]}[]

---@class ElementAtTime
---@field id Id
---@field kind string
---@field x number
---@field y number
---@field w number
---@field h number
---@field alpha number
---@field state "deleting"|"inserting"|"moving"|"shifting"|"updating"|"steady"
---@field corners string
---@field element_kind string? Compositional lists: a supplementary or decoration view's kind.
---@field owner "section"|"list"|nil Compositional lists: "section" for a section's boundary item other than its header and footer, "list" for the list's own boundary items (a cell's badge and a section's boundary item may share kind and id).
---@field data_id Id? A stale cell's: the id the new data has where it is (a batch left its old content there).

---@class Transition (userdata)
---@field stages Stage[]
---@field duration number Seconds.
---@field choreography string
---@field warnings string[] What the change did that the script probably did not mean (also printed on stderr).
---@field reconfigured {section: integer, item: integer, id: Id}[] Cells reconfigured in place (not in the stages).
local Transition = {}
---@param time number
---@return ElementAtTime[]
function Transition:at(time) end
---@param n? integer
---@return {t: number, elements: ElementAtTime[]}[]
function Transition:steps(n) end

---@class Changeset (userdata)
---@field stages Stage[]

--- The staged changeset between two sets of sections (or lists), without a layout.
---@param old (Section|Cell)[]|List
---@param new (Section|Cell)[]|List
---@return Changeset
function diff(old, new) end

--- Draws a list's viewport, or n + 1 steps of a transition, as a wireframe.
---@param subject List|Transition
---@param steps_or_options? integer|{x: number?, y: number?, columns: integer?}
---@param options? {x: number?, y: number?, columns: integer?}
function show(subject, steps_or_options, options) end

--- Prints the list as UIKit Swift code (`listlab export FILE.lua --swift` for a whole script):
--- `makeCollectionView()` builds its collection view with ListLabUIKit on Linux, with UIKit on iOS.
---@param list List
function swift(list) end

-- Scenario checks -------------------------------------------------------------------------------------

--- Records a pass, or a failure with this file:line and the message (listlab test, listlab run).
---@param condition any
---@param message? string
---@return boolean
function expect(condition, message) end

--- Checks a frame of the last list built or changed (or of `list` when given first).
---@param id Id
---@param frame {x: number?, y: number?, w: number?, h: number?}
---@param options? {tolerance: number?, kind: "cell"|"header"|"footer"|"separator"|"card"|"supplementary"|"decoration"|nil, element_kind: string?}
---@return boolean
---@overload fun(list: List, id: Id, frame: {x: number?, y: number?, w: number?, h: number?}, options?: {tolerance: number?, kind: string?, element_kind: string?}): boolean
function expect_frame(id, frame, options) end

-- Plugins -----------------------------------------------------------------------------------------

---@class LayoutContext What a layout plugin's function receives (userdata).
---@field width number
---@field height number
---@field scale number
---@field style string
---@field options {spacing: number, line_spacing: number, columns: Columns, insets: {top: number, left: number, bottom: number, right: number}, align: string, section_spacing: number, content_insets: table}
---@field sections {id: Id, count: integer, items: Id[], header: boolean, footer: boolean, columns: Columns?, spacing: number?, line_spacing: number?, insets: table?, align: string?}[]
local LayoutContext = {}
--- The width and the measured height of item i of section s (1-based) at `width`.
---@param s integer
---@param i integer
---@param width number
---@return number width, number height
function LayoutContext:size(s, i, width) end
---@param s integer
---@param i integer
---@param width number
---@return number
function LayoutContext:height(s, i, width) end
---@param s integer
---@param width number
---@return number?
function LayoutContext:header_height(s, width) end
---@param s integer
---@param width number
---@return number?
function LayoutContext:footer_height(s, width) end

---@class LayoutFrames
---@field items {x: number, y: number, w: number, h: number}[] One per item, in document order.
---@field headers? table<integer, {x: number, y: number, w: number, h: number}> By section (1-based).
---@field footers? table<integer, {x: number, y: number, w: number, h: number}>
---@field content_height? number

--- Defines a global constructor `Name { … }` usable anywhere a node is.
---@param name string
---@param fn fun(props: table): Node
---@param options? {override: boolean}
function component(name, fn, options) end

--- A custom layout style: `list { style = name }`.
---@param name string
---@param fn fun(ctx: LayoutContext): LayoutFrames
---@param options? {override: boolean}
function layout(name, fn, options) end

--- A timing curve usable as `curve = name` (it must map 0 to 0 and 1 to 1).
---@param name string
---@param fn fun(progress: number): number
---@param options? {override: boolean}
function curve(name, fn, options) end
